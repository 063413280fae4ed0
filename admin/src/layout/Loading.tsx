import { Spinner } from '@blueprintjs/core';
import { t } from '../i18n/i18n';

/** Shown while the start-up graph is loading. */
export function Loading() {
  return (
    <div className="wb-center" role="status" aria-label={t('shell.loading')}>
      <Spinner />
    </div>
  );
}
