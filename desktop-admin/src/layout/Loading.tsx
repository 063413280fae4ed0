import { Spinner } from '@blueprintjs/core';

/** Shown while the start-up graph is loading. */
export function Loading() {
  return (
    <div className="wb-center" role="status" aria-label="Loading">
      <Spinner />
    </div>
  );
}
