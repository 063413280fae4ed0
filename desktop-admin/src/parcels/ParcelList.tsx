import { Button, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { listParcels, TEXT_MAX } from '@waybill/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PARCEL_CREATE, parcelPaths } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelListFilters } from './ParcelListFilters';
import { formatDateTime } from './format';
import {
  listApiQuery,
  listSearchParams,
  readListParams,
  type ParcelListParams,
} from './list-params';
import './parcels.css';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /control/parcels/list.html: newest first unless sorted otherwise, searchable, filtered by status,
 * late or day of creation, with further pages appended. All of it lives in the URL (list-params.ts),
 * so back and forward, a reload and a shared link restore the list.
 */
export function ParcelList() {
  const timeZone = useSiteConfig()?.time_zone;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const { search } = params;
  const [typed, setTyped] = useState(search);
  const list = usePagedEndpoint(listParcels, { query: listApiQuery(params) });
  const searchId = `parcel-search-${useId()}`;

  /** A new list state; a changed filter starts again at the first page. */
  const show = (changes: Partial<ParcelListParams>, how: { replace?: boolean } = {}) => {
    const next = { ...params, pages: 1, ...changes };
    setSearchParams(listSearchParams(next), { replace: how.replace ?? false });
  };

  // The search box follows the URL when back or forward changes it.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setTyped(search);
  }

  useEffect(() => {
    const trimmed = typed.trim();
    if (trimmed === search) return;
    const timer = setTimeout(() => {
      const next = { ...readListParams(searchParams), search: trimmed, pages: 1 };
      setSearchParams(listSearchParams(next), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, searchParams, setSearchParams]);

  // A restored URL asks for more than the first page: append pages until they are on screen.
  const { load, loadMore, loadingMore } = list;
  const shownPages = load.status === 'ready' ? load.view.current_page : 0;
  const morePages = load.status === 'ready' && load.view.next_page_url !== null;
  useEffect(() => {
    if (shownPages > 0 && shownPages < params.pages && morePages && !loadingMore) loadMore();
  }, [shownPages, params.pages, morePages, loadingMore, loadMore]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = typed.trim();
    if (trimmed !== search) show({ search: trimmed }, { replace: true });
  };

  const filtered = Boolean(params.status || params.late || params.createdOn);
  return (
    <ListScreen
      title={t('parcels.list.title')}
      breadcrumbs={<ParcelBreadcrumbs />}
      action={
        <LinkButton to={PARCEL_CREATE} icon="plus" intent="primary" text={t('parcels.list.new')} />
      }
      toolbar={
        <>
          <form role="search" className="wb-search" onSubmit={onSubmit}>
            <FormGroup
              label={t('parcels.list.search')}
              labelFor={searchId}
              className="wb-search-group"
            >
              <InputGroup
                id={searchId}
                type="search"
                leftIcon="search"
                placeholder={t('parcels.list.search_placeholder')}
                value={typed}
                maxLength={TEXT_MAX}
                onChange={(event) => setTyped(event.currentTarget.value)}
                rightElement={
                  <Button
                    type="submit"
                    variant="minimal"
                    icon="arrow-right"
                    aria-label={t('parcels.list.search_button')}
                  />
                }
              />
            </FormGroup>
          </form>
          <ParcelListFilters params={params} onChange={(changes) => show(changes)} />
        </>
      }
      list={{
        ...list,
        // The URL keeps how many pages are on screen (replaced: one history entry per list).
        loadMore: () => {
          if (morePages) show({ pages: shownPages + 1 }, { replace: true });
          loadMore();
        },
      }}
      noun={t('parcels.list.noun')}
      emptyIcon="box"
      emptyText={
        search
          ? t('parcels.list.no_match', { search })
          : filtered
            ? t('parcels.list.none_filtered')
            : t('parcels.list.empty')
      }
    >
      {(rows) => (
        <HTMLTable striped interactive className="wb-table" aria-label={t('parcels.list.table')}>
          <thead>
            <tr>
              <th scope="col">{t('parcels.field.tracking_code')}</th>
              <th scope="col">{t('parcels.list.recipient')}</th>
              <th scope="col">{t('parcels.field.destination')}</th>
              <th scope="col">{t('parcels.field.status')}</th>
              <th scope="col">{t('parcels.list.created')}</th>
              <th scope="col">{t('parcels.list.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={parcelPaths.detail(row.tracking_code)} className="wb-code">
                    {row.tracking_code}
                  </Link>
                </td>
                <td>{row.recipient_name}</td>
                <td>{row.destination}</td>
                <td>{row.status ? <Tag minimal>{row.status}</Tag> : '—'}</td>
                <td className="wb-nowrap">{formatDateTime(row.created_at, timeZone)}</td>
                <td className="wb-nowrap">{formatDateTime(row.updated_at, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}
