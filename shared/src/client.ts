import type { BodyOf, DataOf, Endpoint, QueryInput, QueryOf, RouteParamsOf } from './endpoints.js';
import type { ErrorCode, ErrorParams, Problem } from './errors.js';

/**
 * The HTTP client of docs/product.md §6.6, used by the public site and the admin. It never rejects:
 * a network failure or a body that is not JSON comes back as a result with
 * `errors: ['Invalid Json']`.
 */
export interface ApiResult<T> {
  status: number;
  errors: string[];
  /** The same errors with their codes and values, to translate (shared/src/errors.ts). */
  problems: Problem[];
  data: T | null;
  message: string;
  /** The text "false" on a 401: the admin (or user) is signed out. */
  admin?: 'false';
  user?: 'false';
  /** Set by the send helpers when the request failed or the answer was not JSON. */
  jsError?: string;
}

/** The answer to a revalidating GET (ApiClient.revalidate). */
export interface RevalidatedResult<T> extends ApiResult<T> {
  /** The answer's ETag, to revalidate it next time; null when it gave none. */
  etag: string | null;
  /** Seconds the server asked the client to wait (Retry-After); null when it did not say. */
  retryAfter: number | null;
}

export interface ClientOptions {
  /** Prepended to paths that start with `/` (default ''). */
  baseHost?: string;
  fetch?: typeof fetch;
  /** Called with every 401 result that marks the admin or user signed out. */
  onUnauthorized?: (result: ApiResult<unknown>) => void;
}

export type SendMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The arguments of a call: the route's values, the query and the body, as the endpoint needs. */
export type CallArgs<E extends Endpoint> = (keyof RouteParamsOf<E> extends never
  ? { params?: RouteParamsOf<E> }
  : { params: RouteParamsOf<E> }) & {
  query?: QueryInput<QueryOf<E>>;
} & ([BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> | FormData });

export interface ApiClient {
  /**
   * Calls an endpoint of the contract (shared/src/endpoints.ts): its method, its address, its
   * body as JSON or as a form, and the answer typed as the endpoint's data.
   */
  call<E extends Endpoint>(
    endpoint: E,
    ...args: Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>]
  ): Promise<ApiResult<DataOf<E>>>;
  /** GET without credentials (the browser's default mode); parses the JSON answer. */
  get<T>(path: string): Promise<ApiResult<T>>;
  /**
   * GET without credentials that asks only for an answer newer than `etag` (If-None-Match): an
   * unchanged answer comes back as status 304 without data or errors. No header is added when
   * `etag` is null, so the call is the same as `get` (a preloaded answer is used).
   */
  revalidate<T>(path: string, etag: string | null): Promise<RevalidatedResult<T>>;
  /** Sends `body` as JSON with credentials; POST unless told otherwise. */
  sendJson<T>(path: string, body?: unknown, method?: SendMethod): Promise<ApiResult<T>>;
  /** Sends the form as is with credentials; fetch sets the multipart content type and boundary. */
  sendForm<T>(path: string, body: FormData, method?: SendMethod): Promise<ApiResult<T>>;
}

/** docs/product.md §6.6: the one error a network or parse failure produces. */
export const INVALID_JSON = 'Invalid Json';
export const INVALID_JSON_PROBLEM: Problem = {
  code: 'client.invalid_json',
  params: {},
  message: INVALID_JSON,
};

export function createClient(options: ClientOptions = {}): ApiClient {
  const baseHost = options.baseHost ?? '';
  // Resolved per call, and called unbound from `globalThis`, so browsers accept it.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const url = (path: string) => (path.startsWith('/') ? `${baseHost}${path}` : path);

  async function request<T>(
    path: string,
    init: RequestInit,
    isSend: boolean,
    seen?: (response: Response) => void,
  ) {
    let status = 0;
    let result: ApiResult<T>;
    try {
      const response = await fetchImpl(url(path), init);
      status = response.status;
      seen?.(response);
      // 304 has no body: the caller already holds the answer.
      result =
        status === 304
          ? { status, errors: [], problems: [], data: null, message: '' }
          : toResult<T>(JSON.parse(await response.text()), status);
    } catch (error) {
      result = {
        status,
        errors: [INVALID_JSON],
        problems: [INVALID_JSON_PROBLEM],
        data: null,
        message: '',
      };
      if (isSend) result.jsError = errorMessage(error);
    }
    if (result.status === 401 && (result.admin === 'false' || result.user === 'false')) {
      options.onUnauthorized?.(result);
    }
    return result;
  }

  const client: ApiClient = {
    call: (endpoint, ...[args]) => {
      const {
        params = {},
        query,
        body,
      } = (args ?? {}) as {
        params?: object;
        query?: object;
        body?: unknown;
      };
      const path = endpoint.path(params as never, query as never);
      if (endpoint.method === 'GET') return client.get(path);
      return body instanceof FormData
        ? client.sendForm(path, body, endpoint.method)
        : client.sendJson(path, body, endpoint.method);
    },

    get: <T>(path: string) =>
      request<T>(path, { method: 'GET', headers: { Accept: 'application/json' } }, false),

    revalidate: async <T>(path: string, etag: string | null) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (etag !== null) headers['If-None-Match'] = etag;
      let answerEtag: string | null = null;
      let retryAfter: number | null = null;
      const result = await request<T>(path, { method: 'GET', headers }, false, (response) => {
        answerEtag = response.headers.get('ETag');
        retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      });
      return { ...result, etag: answerEtag, retryAfter };
    },

    sendJson: <T>(path: string, body?: unknown, method: SendMethod = 'POST') =>
      request<T>(
        path,
        {
          method,
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        true,
      ),

    sendForm: <T>(path: string, body: FormData, method: SendMethod = 'POST') =>
      request<T>(
        path,
        { method, credentials: 'include', headers: { Accept: 'application/json' }, body },
        true,
      ),
  };
  return client;
}

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Takes the envelope as the server sent it, filling in what it left out. */
function toResult<T>(body: unknown, httpStatus: number): ApiResult<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('The answer is not a JSON object');
  }
  const envelope = body as Record<string, unknown>;
  const errors = Array.isArray(envelope.errors) ? envelope.errors.map(String) : [];
  const result: ApiResult<T> = {
    status: typeof envelope.status === 'number' ? envelope.status : httpStatus,
    errors,
    problems: problemsOf(errors, envelope.error_codes, envelope.error_params),
    data: envelope.data === undefined ? null : (envelope.data as T),
    message: typeof envelope.message === 'string' ? envelope.message : '',
  };
  if (isFalseMarker(envelope.admin)) result.admin = 'false';
  if (isFalseMarker(envelope.user)) result.user = 'false';
  return result;
}

/**
 * Pairs each sentence with its code and values. A sentence without a code (an older server, a
 * proxy's answer) keeps its text under request.refused. The client does not check a code against
 * the list in errors.ts (that list would ride on every page's first load): a code this build does
 * not know, from a newer server, is shown by its sentence, as the apps do for any code they have
 * no words for.
 */
function problemsOf(errors: string[], codes: unknown, params: unknown): Problem[] {
  const codeList: unknown[] = Array.isArray(codes) ? codes : [];
  const paramList: unknown[] = Array.isArray(params) ? params : [];
  return errors.map((message, index) => {
    const code = codeList[index];
    const values = paramList[index];
    return typeof code === 'string' && code
      ? {
          code: code as ErrorCode,
          // The values' types are the server's (errors.ts); an object is all there is to check.
          params: (values && typeof values === 'object' ? values : {}) as ErrorParams,
          message,
        }
      : { code: 'request.refused', params: { reason: message }, message };
  });
}

/** docs/product.md §6.2 says the text "false"; a boolean false is read the same way. */
function isFalseMarker(value: unknown): boolean {
  return value === 'false' || value === false;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
