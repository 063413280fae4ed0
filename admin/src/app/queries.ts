import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  ApiResult,
  CallArgs,
  DataOf,
  Endpoint,
  ListMatches,
  Paged,
  Problem,
} from '@waybill/shared';
import { secondFactorRequired, setSecondFactorRequired } from '../auth/secondFactorGate';
import { sessionEnded, waitForSession } from '../auth/sessionGate';
import { loadProblemTexts } from '../i18n/i18n';
import { api } from './api';
import { ApiFailure, succeeded } from './problems';
import { useAppStore } from './store';

/**
 * The server state of the control panel on TanStack Query: every call goes through an endpoint of
 * the contract (shared/src/endpoints.ts), and every cache key is derived from it.
 */

/** A successful answer: the endpoint's data and the server's message (shown in green). */
export interface Answer<T> {
  data: T;
  message: string;
  status: number;
}

// api.call's argument list depends on the endpoint, which a generic caller cannot spell out.
type AnyCall = (endpoint: Endpoint, args: object) => Promise<ApiResult<unknown>>;

/**
 * Calls an endpoint; an error answer is thrown as an ApiFailure (the client itself never throws).
 * When the session ended on the server while signed in here, the call waits for the password
 * dialog (auth/SessionDialog) and is sent again, as it was, once the person signed in again.
 * An answer saying a second factor must be set up first leads to its set-up screen.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E>,
): Promise<Answer<DataOf<E>>> {
  const signedIn = Boolean(useAppStore.getState().admin);
  let result = await (api.call as AnyCall)(endpoint, args);
  while (signedIn && sessionEnded(result) && (await waitForSession()) === 'signed-in') {
    result = await (api.call as AnyCall)(endpoint, args);
  }
  // The owner now requires two-factor sign-in: the panel leads to its set-up (AdminOnly).
  if (secondFactorRequired(result)) setSecondFactorRequired(true);
  if (!succeeded(result)) {
    // Said in the staff's language: the problems' texts are not in the first load (i18n.ts).
    await loadProblemTexts();
    throw new ApiFailure(result);
  }
  return { data: result.data as DataOf<E>, message: result.message, status: result.status };
}

/** The cache key of a call: the endpoint's route, then its route values and query. */
export function endpointKey<E extends Endpoint>(endpoint: E, args?: CallArgs<E>): QueryKey {
  const { params = {}, query = {} } = (args ?? {}) as { params?: object; query?: object };
  return [endpoint.route, params, query];
}

/** Every cached call of these endpoints is refetched (when on screen) or marked stale. */
export function invalidateEndpoints(client: QueryClient, endpoints: readonly Endpoint[]): void {
  for (const endpoint of endpoints) {
    void client.invalidateQueries({ queryKey: [endpoint.route] });
  }
}

/** Puts the server's newer copy of a record in the cache, e.g. the answer of a save. */
export function setEndpointData<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  args: CallArgs<E>,
  data: DataOf<E>,
): void {
  client.setQueryData(endpointKey(endpoint, args), data);
}

export interface EndpointQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  /** Fetch again when the screen opens, even if the cache holds a copy. */
  refetchOnMount?: boolean | 'always';
  /**
   * Ask again every so many milliseconds while the screen is open; a function decides from the
   * last answer (false: stop asking, e.g. once a background job has finished).
   */
  refetchInterval?: number | ((query: { state: { data?: unknown } }) => number | false);
}

/** A GET endpoint's data. */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: EndpointQueryOptions = {},
): UseQueryResult<DataOf<E>, ApiFailure> {
  return useQuery<DataOf<E>, ApiFailure>({
    queryKey: endpointKey(endpoint, args),
    queryFn: async () => (await callEndpoint(endpoint, args)).data,
    ...options,
  });
}

/** Where loading one record stands: the screens show each state differently. */
export type RecordLoad<T> =
  | { status: 'loading' }
  | { status: 'found'; data: T }
  | { status: 'missing'; problems: Problem[] }
  | { status: 'failed'; problems: Problem[] };

export interface RecordQuery<T> {
  load: RecordLoad<T>;
  reload: () => void;
}

/** A query's state as a record screen shows it; a 404 answer is "missing". */
export function recordLoad<T>(query: UseQueryResult<T, ApiFailure>, fresh = false): RecordLoad<T> {
  if (fresh && !query.isFetchedAfterMount) return { status: 'loading' };
  if (query.isError) {
    const { problems } = query.error;
    return query.error.notFound ? { status: 'missing', problems } : { status: 'failed', problems };
  }
  if (query.isSuccess) return { status: 'found', data: query.data };
  return { status: 'loading' };
}

/**
 * One record, e.g. a parcel by code. A `fresh` screen (a form) waits for the server's current copy
 * instead of showing the cached one: a form reads its starting values once.
 */
export function useRecord<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: { fresh?: boolean; enabled?: boolean } = {},
): RecordQuery<DataOf<E>> {
  const { fresh = false, enabled = true } = options;
  const query = useEndpointQuery(endpoint, args, {
    enabled,
    refetchOnMount: fresh ? 'always' : true,
  });
  const { refetch } = query;
  return { load: recordLoad(query, fresh), reload: () => void refetch() };
}

/** The rows of a paged endpoint, e.g. ParcelSummary for listParcels. */
export type RowOf<E> = DataOf<E> extends { data: readonly (infer Row)[] } ? Row : never;

/** The rows on screen and where the list stands: the last page's numbers take over. */
export interface ListView<T> {
  rows: T[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  /** How many rows match, when the list's first page says (the parcel list). */
  matches?: ListMatches;
}

export type ListLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; view: ListView<T> }
  | { status: 'failed'; problems: Problem[] };

export interface PagedList<T> {
  load: ListLoad<T>;
  /** Appends the next page (docs/product.md §6.3). */
  loadMore: () => void;
  loadingMore: boolean;
  /** What went wrong loading a further page or refreshing: the rows on screen stay. */
  laterProblems: Problem[];
  /** Loads the pages on screen again; the rows stay until the answers are there. */
  reload: () => void;
  /** True while reload() (or an invalidation) runs. */
  refreshing: boolean;
}

/** The pages loaded so far as one list; a row that moved to a later page is shown once. */
export function listView<T extends { id: number }>(pages: readonly Paged<T>[]): ListView<T> {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  const last = pages[pages.length - 1];
  return {
    rows,
    current_page: last?.current_page ?? 1,
    last_page: last?.last_page ?? 1,
    next_page_url: last?.next_page_url ?? null,
    ...(pages[0]?.matches && { matches: pages[0].matches }),
  };
}

/** `args` with `?page=` set: the cache key leaves the page out, the pages live under one key. */
function onPage<E extends Endpoint>(args: CallArgs<E>, page: number): CallArgs<E> {
  const { query } = args as { query?: object };
  return { ...args, query: { ...query, page } };
}

/** A paged list endpoint (listParcels, listPages, …), a page at a time with useInfiniteQuery. */
export function usePagedEndpoint<E extends Endpoint>(
  endpoint: E,
  args: CallArgs<E>,
): PagedList<RowOf<E>> {
  type Row = RowOf<E> & { id: number };
  const query = useInfiniteQuery<Paged<Row>, ApiFailure, { pages: Paged<Row>[] }, QueryKey, number>(
    {
      queryKey: [...endpointKey(endpoint, args), 'pages'],
      initialPageParam: 1,
      queryFn: async ({ pageParam }) =>
        (await callEndpoint(endpoint, onPage(args, pageParam))).data as Paged<Row>,
      getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    },
  );
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;

  let load: ListLoad<Row>;
  if (data && data.pages.length > 0) load = { status: 'ready', view: listView(data.pages) };
  else if (error) load = { status: 'failed', problems: error.problems };
  else load = { status: 'loading' };

  const laterFailed = query.isFetchNextPageError || query.isRefetchError;
  return {
    load,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    loadingMore: isFetchingNextPage,
    laterProblems: laterFailed && error ? error.problems : [],
    reload: () => void refetch(),
    refreshing: query.isRefetching,
  };
}

export interface EndpointMutationOptions {
  /** What the change makes out of date: their cached calls are fetched again. */
  invalidates?: readonly Endpoint[];
}

/** A change through an endpoint (POST, PATCH, DELETE); an error answer rejects with ApiFailure. */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  options: EndpointMutationOptions = {},
) {
  const client = useQueryClient();
  const { invalidates = [] } = options;
  return useMutation<Answer<DataOf<E>>, ApiFailure, CallArgs<E>>({
    mutationFn: (args) => callEndpoint(endpoint, args),
    onSuccess: () => invalidateEndpoints(client, invalidates),
  });
}
