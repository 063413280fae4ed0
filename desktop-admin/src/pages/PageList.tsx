import { HTMLTable, Icon } from '@blueprintjs/core';
import { listPages } from '@waybill/shared';
import { Link } from 'react-router';
import { PAGE_CREATE, pageEditPath, publicPagePath } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PageIcon } from './PageIcon';

/** /control/pages/list.html: every content page, 20 at a time, with the next arrow. */
export function PageList() {
  useDocumentTitle('Pages');
  const list = usePagedEndpoint(listPages, {});

  return (
    <section>
      <PageBreadcrumbs />
      <div className="wb-title-row">
        <h1>Pages</h1>
        <LinkButton to={PAGE_CREATE} icon="plus" intent="primary" text="New page" />
      </div>
      <PagedTable list={list} noun="pages" emptyIcon="document" emptyText="No pages yet.">
        {(rows) => (
          <HTMLTable striped interactive className="wb-table" aria-label="Pages">
            <thead>
              <tr>
                <th scope="col">Icon</th>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">
                  <span className="wb-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((page) => (
                <tr key={page.id}>
                  <td className="wb-icon-cell">
                    <PageIcon icon={page.icon} />
                    <span className="wb-visually-hidden">{page.icon}</span>
                  </td>
                  <td>
                    <Link to={pageEditPath(page.slug)}>{page.title}</Link>
                    {page.sub_title && <div className="wb-muted wb-small">{page.sub_title}</div>}
                  </td>
                  <td>
                    <a
                      href={publicPagePath(page.slug)}
                      target="_blank"
                      rel="noreferrer"
                      className="wb-code"
                    >
                      {publicPagePath(page.slug)} <Icon icon="share" size={12} />
                      <span className="wb-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </td>
                  <td className="wb-actions-cell">
                    <LinkButton
                      to={pageEditPath(page.slug)}
                      icon="edit"
                      small
                      minimal
                      text="Edit"
                      label={`Edit ${page.title}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </PagedTable>
    </section>
  );
}
