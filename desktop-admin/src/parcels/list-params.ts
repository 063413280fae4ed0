import { DEFAULT_PARCEL_SORT, PARCEL_SORTS, type ParcelSort } from '@waybill/shared';

/**
 * What the parcel list shows, as its URL keeps it (?search=&status=&late=true&created_on=&sort=
 * &page=), so back, forward, a reload and a shared link bring the same list back. `pages` is how
 * many pages are on screen (the list appends them).
 */
export interface ParcelListParams {
  search: string;
  status: string;
  late: boolean;
  /** 'YYYY-MM-DD', a day in the company's time zone; '' for any day. */
  createdOn: string;
  sort: ParcelSort;
  pages: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Far more pages than anyone appends by hand: a link cannot make the screen load thousands. */
export const MAX_RESTORED_PAGES = 50;

const isSort = (value: string | null): value is ParcelSort =>
  (PARCEL_SORTS as readonly (string | null)[]).includes(value);

/** The list's state from its URL; what a hand-edited URL gets wrong falls back to the default. */
export function readListParams(url: URLSearchParams): ParcelListParams {
  const sort = url.get('sort');
  const createdOn = url.get('created_on') ?? '';
  const pages = Number(url.get('page'));
  return {
    search: url.get('search')?.trim() ?? '',
    status: url.get('status')?.trim() ?? '',
    late: url.get('late') === 'true',
    createdOn: DAY.test(createdOn) ? createdOn : '',
    sort: isSort(sort) ? sort : DEFAULT_PARCEL_SORT,
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1,
  };
}

/** The URL of a list state: defaults are left out, so the plain list is the plain address. */
export function listSearchParams(params: ParcelListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  if (params.status) url.set('status', params.status);
  if (params.late) url.set('late', 'true');
  if (params.createdOn) url.set('created_on', params.createdOn);
  if (params.sort !== DEFAULT_PARCEL_SORT) url.set('sort', params.sort);
  if (params.pages > 1) url.set('page', String(params.pages));
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
    created_on: params.createdOn || undefined,
    sort: params.sort === DEFAULT_PARCEL_SORT ? undefined : params.sort,
  };
}
