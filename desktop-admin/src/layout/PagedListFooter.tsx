import { Button, Callout } from '@blueprintjs/core';
import type { ListView } from '../app/usePagedList';

export interface PagedListFooterProps<T> {
  view: ListView<T>;
  /** Plural noun for the note under the list, e.g. "pages". */
  noun: string;
  loadingMore: boolean;
  moreErrors: readonly string[];
  onMore: () => void;
}

/**
 * Under a paged list: the next arrow while next_page_url is set (docs/product.md §6.3) and where we
 * are.
 */
export function PagedListFooter<T>({
  view,
  noun,
  loadingMore,
  moreErrors,
  onMore,
}: PagedListFooterProps<T>) {
  return (
    <>
      {moreErrors.length > 0 && (
        <Callout intent="danger" role="alert" className="wb-gap-top">
          {moreErrors[0]}
        </Callout>
      )}
      {view.last_page > 1 && view.next_page_url && (
        <div className="wb-pager">
          <Button text="Next" endIcon="arrow-right" loading={loadingMore} onClick={onMore} />
        </div>
      )}
      {view.last_page > 1 && (
        <p className="wb-muted wb-pager-note">
          {view.rows.length} {noun} shown · page {view.current_page} of {view.last_page}
        </p>
      )}
    </>
  );
}
