import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { firstProblemText } from '../app/problems';
import type { RecordQuery } from '../app/queries';

export interface LoadGateProps<T> {
  loader: RecordQuery<T>;
  /** Shown for a 404 answer (docs/product.md §8: "Not Found"). */
  notFound?: ReactNode;
  /** What the failure callout says could not be loaded, e.g. "The page". */
  what: string;
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/** Shows a screen once its record is there: a spinner first, an error with "Try again" on failure. */
export function LoadGate<T>({
  loader,
  notFound,
  what,
  loadingText = 'Fetching Data ...',
  children,
}: LoadGateProps<T>) {
  const { load, reload } = loader;
  switch (load.status) {
    case 'loading':
      return (
        <div className="wb-center wb-fetching" role="status">
          <Spinner size={24} />
          <span>{loadingText}</span>
        </div>
      );
    case 'missing':
      return <>{notFound}</>;
    case 'failed':
      return (
        <Callout intent="danger" role="alert" title={`${what} could not be loaded`}>
          <p>{firstProblemText(load.problems)}</p>
          <Button text="Try again" icon="refresh" onClick={reload} />
        </Callout>
      );
    case 'found':
      return <>{children(load.data)}</>;
  }
}
