import { Button, Checkbox, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import {
  listParcels,
  TEXT_MAX,
  type ListMatches,
  type ParcelListColumn,
  type ParcelSummary,
} from '@waybill/shared';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PARCEL_CREATE, parcelPaths } from '../app/paths';
import { usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelListFilters } from './ParcelListFilters';
import { formatDateTime, formatDay } from './format';
import { StageChip } from './StageChip';
import { ParcelRowUpdate } from './ParcelUpdateDialog';
import {
  listApiQuery,
  listSearchParams,
  readListParams,
  type ParcelListParams,
} from './list-params';
import { ParcelExport } from '../imports/ParcelExport';
import { BulkBar } from './bulk/BulkBar';
import { COLUMN_TEXT, ColumnChooser } from './bulk/ColumnChooser';
import { SavedViews } from './bulk/SavedViews';
import { useSelection } from './bulk/selection';
import { useShortcut } from '../keyboard/useShortcut';
import './parcels.css';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /control/parcels/list.html: newest first unless sorted otherwise, searchable, filtered by status,
 * late, day of creation or days from and to, with further pages appended. All of it lives in the
 * URL (list-params.ts), so back and forward, a reload and a shared link restore the list.
 */
export function ParcelList() {
  const timeZone = useSiteConfig()?.time_zone;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const { search } = params;
  const [typed, setTyped] = useState(search);
  const apiQuery = listApiQuery(params);
  const list = usePagedEndpoint(listParcels, { query: apiQuery });
  const searchId = `parcel-search-${useId()}`;
  const selection = useSelection(JSON.stringify(apiQuery));
  const [active, setActive] = useState(-1);
  const tableRef = useRef<HTMLTableElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

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

  /** Runs the typed search now (submitted, or the box left), if it differs from the one shown. */
  const applySearch = () => {
    const trimmed = typed.trim();
    if (trimmed !== search) show({ search: trimmed }, { replace: true });
  };

  // A restored URL asks for more than the first page: append pages until they are on screen.
  const { load, loadMore, loadingMore } = list;
  const shownPages = load.status === 'ready' ? load.view.current_page : 0;
  const morePages = load.status === 'ready' && load.view.next_page_url !== null;
  useEffect(() => {
    if (shownPages > 0 && shownPages < params.pages && morePages && !loadingMore) loadMore();
  }, [shownPages, params.pages, morePages, loadingMore, loadMore]);

  // `/` pressed on a screen without a search brought us here to search.
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (!focusSearch) return;
    document.getElementById(searchId)?.focus();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [focusSearch, searchId, navigate, location.pathname, location.search]);

  // j and k move the current row (its code link takes the focus, so Enter opens it); x ticks it.
  const rows = load.status === 'ready' ? load.view.rows : [];
  const rowCount = rows.length;
  const moveTo = useCallback(
    (index: number) => {
      if (rowCount === 0) return;
      const next = Math.max(0, Math.min(rowCount - 1, index));
      setActive(next);
      tableRef.current?.querySelectorAll<HTMLAnchorElement>('tbody a.wb-code')[next]?.focus();
    },
    [rowCount, setActive],
  );
  const activeId = rows[active]?.id;
  const { toggle } = selection;
  useShortcut(
    'j',
    useCallback(() => moveTo(active + 1), [moveTo, active]),
  );
  useShortcut(
    'k',
    useCallback(() => moveTo(active - 1), [moveTo, active]),
  );
  useShortcut(
    'x',
    useCallback(() => {
      if (activeId !== undefined) toggle(activeId);
    }, [activeId, toggle]),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applySearch();
  };

  const filtered = Boolean(
    params.status ||
    params.late ||
    params.atRisk ||
    params.createdOn ||
    params.createdFrom ||
    params.createdTo,
  );
  const matches = load.status === 'ready' ? load.view.matches : undefined;
  return (
    <ListScreen
      title={t('parcels.list.title')}
      breadcrumbs={<ParcelBreadcrumbs />}
      action={
        <>
          <ParcelExport query={listApiQuery(params)} />
          <LinkButton
            to={PARCEL_CREATE}
            icon="plus"
            intent="primary"
            text={t('parcels.list.new')}
          />
        </>
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
                // Leaving the box runs its search at once: a search still waiting when another
                // screen opens (n, a link) would otherwise bring the list back over that screen,
                // which stays unshown while its code loads.
                onBlur={applySearch}
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
          <div className="wb-list-tools">
            <SavedViews params={params} onApply={(changes) => show(changes)} />
            <ColumnChooser
              columns={params.columns}
              onChange={(columns) => show({ columns, pages: params.pages }, { replace: true })}
            />
          </div>
          <p className="wb-muted wb-list-matches" role="status">
            {matches && matchesText(matches)}
          </p>
          <BulkBar
            selection={selection}
            filter={apiQuery}
            total={matches && !matches.more ? matches.count : null}
          />
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
      shown={(count) => t('parcels.list.shown', { count })}
      emptyIcon="box"
      emptyText={
        search
          ? t('parcels.list.no_match', { search })
          : filtered
            ? t('parcels.list.none_filtered')
            : t('parcels.list.empty')
      }
    >
      {(shown) => {
        const pageIds = shown.map((row) => row.id);
        const ticked = pageIds.filter((id) => selection.isSelected(id)).length;
        const wholePage = ticked === pageIds.length && pageIds.length > 0;
        const moreMatch = matches ? matches.more || matches.count > pageIds.length : false;
        return (
          <>
            {wholePage && moreMatch && !selection.allMatching && (
              <p className="wb-bulk-all">
                <Button
                  variant="minimal"
                  intent="primary"
                  text={
                    matches && !matches.more
                      ? t('bulk.select_all_matching_count', { count: matches.count })
                      : t('bulk.select_all_matching')
                  }
                  onClick={selection.selectAllMatching}
                />
              </p>
            )}
            <HTMLTable
              ref={tableRef}
              striped
              interactive
              className="wb-table"
              aria-label={t('parcels.list.table')}
            >
              <thead>
                <tr>
                  <th scope="col" className="wb-select-cell">
                    <Checkbox
                      className="wb-select"
                      aria-label={t('bulk.select_page')}
                      checked={wholePage}
                      indeterminate={ticked > 0 && !wholePage}
                      onChange={(event) => selection.setPage(pageIds, event.currentTarget.checked)}
                    />
                  </th>
                  <th scope="col">{t('parcels.field.tracking_code')}</th>
                  {params.columns.map((column) => (
                    <th scope="col" key={column}>
                      {t(COLUMN_TEXT[column])}
                    </th>
                  ))}
                  <th scope="col">{t('activities.update.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row, index) => (
                  <tr key={row.id} className={index === active ? 'wb-row-active' : undefined}>
                    <td className="wb-select-cell">
                      <Checkbox
                        className="wb-select"
                        aria-label={t('bulk.select_row', { code: row.tracking_code })}
                        checked={selection.isSelected(row.id)}
                        onChange={() => selection.toggle(row.id)}
                      />
                    </td>
                    <td className="wb-list-code">
                      <Link
                        to={parcelPaths.detail(row.tracking_code)}
                        className="wb-code"
                        onFocus={() => setActive(index)}
                      >
                        {row.tracking_code}
                      </Link>
                    </td>
                    {params.columns.map((column) => (
                      <ColumnCell key={column} column={column} row={row} timeZone={timeZone} />
                    ))}
                    <td>
                      <ParcelRowUpdate code={row.tracking_code} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        );
      }}
    </ListScreen>
  );
}

/** One cell of a chosen column. */
function ColumnCell({
  column,
  row,
  timeZone,
}: {
  column: ParcelListColumn;
  row: ParcelSummary;
  timeZone: string | undefined;
}) {
  switch (column) {
    case 'recipient':
      return <td>{row.recipient_name}</td>;
    case 'destination':
      return <td>{row.destination}</td>;
    case 'status':
      return (
        <td>
          <StageChip status={row.status} stage={row.current_stage} />
        </td>
      );
    case 'due':
      return (
        <td className="wb-nowrap">
          {formatDay(row.max_expected_delivery_date)}
          {row.at_risk && (
            <Tag minimal intent="warning" className="wb-at-risk">
              {t('parcels.list.at_risk')}
            </Tag>
          )}
        </td>
      );
    case 'created':
      return <td className="wb-nowrap">{formatDateTime(row.created_at, timeZone)}</td>;
    case 'updated':
      return <td className="wb-nowrap">{formatDateTime(row.updated_at, timeZone)}</td>;
    case 'shipped_via':
      return <td>{row.shipped_via}</td>;
    case 'reference':
      return <td className="wb-code">{row.reference}</td>;
  }
}

/** How many parcels the search and filters match ("More than 100" past what the API counts). */
function matchesText({ count, more }: ListMatches): string {
  return more ? t('parcels.list.matches_more', { count }) : t('parcels.list.matches', { count });
}
