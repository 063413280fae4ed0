import { Callout, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { firstProblemText, noDataText } from '../app/problems';
import type { PagedList } from '../app/queries';
import { t } from '../i18n/i18n';
import { PagedListFooter } from './PagedListFooter';

export interface PagedTableProps<T> {
  list: Pick<PagedList<T>, 'load' | 'loadMore' | 'loadingMore' | 'laterProblems'>;
  /** Plural noun, e.g. "pages": names the spinner ("Loading pages"). */
  noun: string;
  /** How many rows are shown, for the note under the list (a plural: "1 page shown"). */
  shown: (count: number) => string;
  emptyIcon: IconName;
  /** Under "No Data Found" when there are no rows. */
  emptyText: string;
  /** The rows on screen, e.g. as an HTMLTable. */
  children: (rows: T[]) => ReactNode;
}

/**
 * A paged list screen's body: a spinner while the first page loads, the error, "No Data Found",
 * or the rows with the next arrow under them (docs/product.md §6.3).
 */
export function PagedTable<T>({
  list,
  noun,
  shown,
  emptyIcon,
  emptyText,
  children,
}: PagedTableProps<T>) {
  const { load, loadMore, loadingMore, laterProblems } = list;
  switch (load.status) {
    case 'loading':
      return (
        <div className="wb-center" role="status" aria-label={t('shell.loadingList', { noun })}>
          <Spinner size={32} />
        </div>
      );
    case 'failed':
      return (
        <Callout intent="danger" role="alert">
          {firstProblemText(load.problems)}
        </Callout>
      );
    case 'ready':
      if (load.view.rows.length === 0)
        return <NonIdealState icon={emptyIcon} title={noDataText()} description={emptyText} />;
      return (
        <>
          {/* A wide table scrolls inside its frame on a phone, never the whole page; the frame
              takes focus so that a keyboard can scroll it too (rows may hold no link). */}
          <div className="wb-table-frame" tabIndex={0}>
            {children(load.view.rows)}
          </div>
          <PagedListFooter
            view={load.view}
            shown={shown}
            loadingMore={loadingMore}
            laterProblems={laterProblems}
            onMore={loadMore}
          />
        </>
      );
  }
}
