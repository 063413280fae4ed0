import {
  DEFAULT_PARCEL_COLUMNS,
  DEFAULT_PARCEL_SORT,
  PARCEL_LIST_COLUMNS,
  PARCEL_SORTS,
  type ParcelListColumn,
  type ParcelSort,
} from '@waybill/shared';

/**
 * What the parcel list shows, as its URL keeps it (?search=&status=&late=true&at_risk=true&created_on=
 * &created_from=&created_to=&sort=&page=), so back, forward, a reload and a shared link bring the same list back. `pages` is how
 * many pages are on screen (the list appends them).
 */
export interface ParcelListParams {
  search: string;
  status: string;
  late: boolean;
  /** Only parcels whose predicted delivery is past the promised day. */
  atRisk: boolean;
  /** 'YYYY-MM-DD', a day in the company's time zone; '' for any day. */
  createdOn: string;
  /** The first and last days of creation kept, 'YYYY-MM-DD'; '' for no bound. */
  createdFrom: string;
  createdTo: string;
  sort: ParcelSort;
  pages: number;
  /** The columns shown besides the code, in the list's order (?cols=recipient,status). */
  columns: ParcelListColumn[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Far more pages than anyone appends by hand: a link cannot make the screen load thousands. */
export const MAX_RESTORED_PAGES = 50;

const isColumn = (value: string): value is ParcelListColumn =>
  (PARCEL_LIST_COLUMNS as readonly string[]).includes(value);

/** The columns a URL names, in the list's order; none named: the default ones. */
function readColumns(text: string | null): ParcelListColumn[] {
  if (text === null) return [...DEFAULT_PARCEL_COLUMNS];
  const named = new Set(text.split(',').filter(isColumn));
  return PARCEL_LIST_COLUMNS.filter((column) => named.has(column));
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((column, index) => column === b[index]);

const isSort = (value: string | null): value is ParcelSort =>
  (PARCEL_SORTS as readonly (string | null)[]).includes(value);

/** The list's state from its URL; what a hand-edited URL gets wrong falls back to the default. */
export function readListParams(url: URLSearchParams): ParcelListParams {
  const sort = url.get('sort');
  const day = (name: string) => {
    const value = url.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const pages = Number(url.get('page'));
  return {
    search: url.get('search')?.trim() ?? '',
    status: url.get('status')?.trim() ?? '',
    late: url.get('late') === 'true',
    atRisk: url.get('at_risk') === 'true',
    createdOn: day('created_on'),
    createdFrom: day('created_from'),
    createdTo: day('created_to'),
    sort: isSort(sort) ? sort : DEFAULT_PARCEL_SORT,
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1,
    columns: readColumns(url.get('cols')),
  };
}

/** The URL of a list state: defaults are left out, so the plain list is the plain address. */
export function listSearchParams(params: ParcelListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  if (params.status) url.set('status', params.status);
  if (params.late) url.set('late', 'true');
  if (params.atRisk) url.set('at_risk', 'true');
  if (params.createdOn) url.set('created_on', params.createdOn);
  if (params.createdFrom) url.set('created_from', params.createdFrom);
  if (params.createdTo) url.set('created_to', params.createdTo);
  if (params.sort !== DEFAULT_PARCEL_SORT) url.set('sort', params.sort);
  if (params.pages > 1) url.set('page', String(params.pages));
  if (!sameColumns(params.columns, DEFAULT_PARCEL_COLUMNS))
    url.set('cols', params.columns.join(','));
  return url;
}

/** The list's address for a state (the dashboard's figures link to it). */
export function parcelListUrl(base: string, changes: Partial<ParcelListParams>): string {
  const query = listSearchParams({ ...readListParams(new URLSearchParams()), ...changes });
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The API's query for a state (its pages are asked for one by one). */
export function listApiQuery(params: ParcelListParams) {
  return {
    search: params.search || undefined,
    status: params.status || undefined,
    late: params.late ? ('true' as const) : undefined,
    at_risk: params.atRisk ? ('true' as const) : undefined,
    created_on: params.createdOn || undefined,
    created_from: params.createdFrom || undefined,
    created_to: params.createdTo || undefined,
    sort: params.sort === DEFAULT_PARCEL_SORT ? undefined : params.sort,
  };
}
