import { Button, Callout } from '@blueprintjs/core';
import type { Problem } from '@waybill/shared';
import { firstProblemText } from '../app/problems';
import type { ListView } from '../app/queries';
import { formatNumber, t } from '../i18n/i18n';

export interface PagedListFooterProps<T> {
  view: ListView<T>;
  /** How many rows are shown, for the note under the list (a plural: "1 page shown"). */
  shown: (count: number) => string;
  loadingMore: boolean;
  /** A further page or a refresh that failed: said above the arrow, the rows stay. */
  laterProblems: readonly Problem[];
  onMore: () => void;
}

/**
 * Under a paged list: the next arrow while next_page_url is set (docs/product.md §6.3) and where we
 * are.
 */
export function PagedListFooter<T>({
  view,
  shown,
  loadingMore,
  laterProblems,
  onMore,
}: PagedListFooterProps<T>) {
  return (
    <>
      {laterProblems.length > 0 && (
        <Callout intent="danger" role="alert" className="wb-gap-top">
          {firstProblemText(laterProblems)}
        </Callout>
      )}
      {view.last_page > 1 && view.next_page_url && (
        <div className="wb-pager">
          <Button
            text={t('shell.next')}
            endIcon="arrow-right"
            loading={loadingMore}
            onClick={onMore}
          />
        </div>
      )}
      {view.last_page > 1 && (
        <p className="wb-muted wb-pager-note">
          {t('shell.pagerNote', {
            shown: shown(view.rows.length),
            page: formatNumber(view.current_page),
            pages: formatNumber(view.last_page),
          })}
        </p>
      )}
    </>
  );
}
