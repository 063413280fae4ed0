import type { ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { useDocumentTitle } from './useDocumentTitle';

export interface ListScreenProps<T> extends PagedTableProps<T> {
  /** The heading, and the document title when the screen has no breadcrumb. */
  title: string;
  breadcrumbs: ReactNode;
  /** Beside the heading: the screen's main action (New …, Export). */
  action?: ReactNode;
  /** A line under the heading saying what the list holds. */
  intro?: string;
  /** Between the heading and the list: search, filters, refresh. */
  toolbar?: ReactNode;
  /** The narrower column of a list of cards rather than a table. */
  medium?: boolean;
}

/**
 * A paged list screen's shell: breadcrumbs, the title row with its action, the intro, the
 * toolbar, then the list with its spinner, error, empty state and next arrow (PagedTable).
 */
export function ListScreen<T>({
  title,
  breadcrumbs,
  action,
  intro,
  toolbar,
  medium = false,
  ...table
}: ListScreenProps<T>) {
  useDocumentTitle(title);
  return (
    <section className={medium ? 'wb-medium' : undefined}>
      {breadcrumbs}
      <div className="wb-title-row">
        <h1>{title}</h1>
        {action}
      </div>
      {intro && <p className="wb-muted">{intro}</p>}
      {toolbar}
      <PagedTable {...table} />
    </section>
  );
}
