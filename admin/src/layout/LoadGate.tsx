import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { firstProblemText } from '../app/problems';
import type { RecordQuery } from '../app/queries';
import { t } from '../i18n/i18n';

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
  loadingText = t('shell.fetching'),
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
        <Callout intent="danger" role="alert" title={t('shell.couldNotLoad', { what })}>
          <p>{firstProblemText(load.problems)}</p>
          <Button text={t('shell.tryAgain')} icon="refresh" onClick={reload} />
        </Callout>
      );
    case 'found':
      return <>{children(load.data)}</>;
  }
}
