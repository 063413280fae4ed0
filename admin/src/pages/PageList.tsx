import '../content/content.css';
import { HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { listPages } from '@waybill/shared';
import { Link } from 'react-router';
import { PAGE_CREATE, pageEditPath, publicPagePath } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PageIcon } from './PageIcon';
import { t } from '../i18n/i18n';

/** /control/pages/list.html: every content page, 20 at a time, with the next arrow. */
export function PageList() {
  const list = usePagedEndpoint(listPages, {});

  return (
    <ListScreen
      title={t('pages.title')}
      breadcrumbs={<PageBreadcrumbs />}
      action={
        <LinkButton to={PAGE_CREATE} icon="plus" intent="primary" text={t('pages.newPage')} />
      }
      list={list}
      noun={t('pages.noun')}
      shown={(count) => t('pages.shown', { count })}
      emptyIcon="document"
      emptyText={t('pages.empty')}
    >
      {(rows) => (
        <HTMLTable striped interactive className="wb-table" aria-label={t('pages.title')}>
          <thead>
            <tr>
              <th scope="col">{t('pages.columnIcon')}</th>
              <th scope="col">{t('pages.columnTitle')}</th>
              <th scope="col">{t('pages.columnAddress')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('pages.columnActions')}</span>
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
                  <Link to={pageEditPath(page.slug)} className="wb-row-link">
                    {page.title}
                  </Link>
                  {page.sample && (
                    <>
                      {' '}
                      <Tag minimal intent="primary" title={t('pages.sampleHelp')}>
                        {t('pages.sample')}
                      </Tag>
                    </>
                  )}
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
                    <span className="wb-visually-hidden"> {t('pages.opensInNewTab')}</span>
                  </a>
                </td>
                <td className="wb-actions-cell">
                  <LinkButton
                    to={pageEditPath(page.slug)}
                    icon="edit"
                    small
                    minimal
                    text={t('pages.edit')}
                    label={t('pages.editTitle', { title: page.title })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}
