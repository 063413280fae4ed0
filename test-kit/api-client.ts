/**
 * The contract's endpoints (shared/src/endpoints.ts) called from tests, typed by endpoint: the
 * API's integration tests (supertest) and the browser tests (Playwright's request context) each
 * adapt their HTTP client to `Transport`, and every test then calls `api.call(createParcel, …)`
 * instead of writing addresses and payload types again.
 */
import type {
  BodyOf,
  DataOf,
  Endpoint,
  Envelope,
  HttpMethod,
  QueryInput,
  QueryOf,
  RouteParamsOf,
} from '@waybill/shared';

/** One HTTP exchange as a test sees it. */
export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  /** The parsed JSON body (an envelope), or the text of an HTML or PDF answer. */
  body: unknown;
}

export interface TransportRequest {
  method: HttpMethod;
  path: string;
  /** A JSON body, or the fields of a multipart form (Buffers are sent as files). */
  json?: unknown;
  form?: Record<string, string | number | { name: string; mimeType: string; buffer: Buffer }>;
}

/** A test's HTTP client: a signed-in agent, a visitor, or a browser's request context. */
export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>;
}

/** The answer of an envelope endpoint, typed by its data. */
export interface CallResult<D> {
  status: number;
  headers: Record<string, string>;
  body: Envelope<D | null>;
}

export type CallOptions<E extends Endpoint> = { params?: RouteParamsOf<E> } & {
  query?: QueryInput<QueryOf<E>>;
  /** The body: JSON, or a form for `bodyType: 'form'` endpoints (and tests that send one). */
  body?: [BodyOf<E>] extends [undefined] ? never : BodyOf<E> | Record<string, unknown>;
  form?: TransportRequest['form'];
};

export interface TestApi {
  /** Calls the endpoint and returns the answer as it came, whatever its status. */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<CallResult<DataOf<E>>>;
  /**
   * Calls the endpoint and returns its data, failing the test with the whole answer when the
   * status is not `expected` (200 unless told).
   */
  data<E extends Endpoint>(
    endpoint: E,
    options?: CallOptions<E>,
    expected?: number,
  ): Promise<DataOf<E>>;
}

export function testApi(transport: Transport): TestApi {
  const call: TestApi['call'] = async (endpoint, options = {}) => {
    const path = endpoint.path((options.params ?? {}) as never, options.query as never);
    const response = await transport.request({
      method: endpoint.method,
      path,
      json: options.form ? undefined : options.body,
      form: options.form,
    });
    return response as CallResult<never>;
  };
  return {
    call,
    data: async (endpoint, options, expected = 200) => {
      const response = await call(endpoint, options);
      if (response.status !== expected) {
        throw new Error(
          `${endpoint.method} ${endpoint.path((options?.params ?? {}) as never)}: expected ${expected}, got ${response.status}: ${JSON.stringify(response.body)}`,
        );
      }
      return response.body.data as never;
    },
  };
}
