/**
 * What an endpoint of the contract is, and the builder every module in endpoints/ describes its
 * endpoints with: method, route (as Express and OpenAPI write it), a path builder, the types of
 * its query, body and answer, who may call it and what it writes to the audit trail. The API
 * serves each with `@Route(endpoint)` (api/src/core/http/route.decorator.ts), the apps call
 * `api.call(endpoint, …)` (shared/src/client.ts), and the tests and benchmarks use the same
 * endpoints, so no '/api/…' text is written outside shared/ (docs/architecture.md §5.2).
 *
 * An endpoint holds no schema, only types (`import type`): a web page that calls it bundles a few
 * strings, not the schema library. The schemas of each endpoint's query, body and answer, which
 * the API, its tests and its documentation use, are in endpoints/<area>.schemas.ts, checked
 * there against these types. Each endpoint is its own export, built by a side-effect-free
 * function, so a page carries only the endpoints it calls.
 */
import type { z } from 'zod';
import type { Access, KeyScope } from './roles.js';
import type { AuditAction, AuditEntity } from './schemas/audit.js';

/** Where the API is mounted: every route below starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What the answer is: the JSON envelope (with `data`), a PDF, an HTML page for a mail link, or a
 * CSV file (the audit trail's export), or a file whose format the query chooses (CSV or XLSX).
 */
export type AnswerKind = 'envelope' | 'pdf' | 'html' | 'csv' | 'file';

/** A kind of audit row: its record and action, e.g. `parcel.update`. */
export type AuditKind = `${AuditEntity}.${AuditAction}`;

/**
 * What a call's success writes to the audit trail (every kind it may write; a call writes at
 * least one), or why it writes nothing (docs/product.md, "Audit trail").
 * api/test/audit-coverage.e2e-spec.ts holds each endpoint to what it declares.
 */
export type AuditRule = { writes: readonly [AuditKind, ...AuditKind[]] } | { none: string };

/** `{ code: string }` for '/api/parcels/:code', `{}` for a route without parameters. */
export type RouteParams<Route extends string> =
  Route extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in CleanName<Name>]: string | number } & RouteParams<`/${Rest}`>
    : Route extends `${string}:${infer Name}`
      ? { [K in CleanName<Name>]: string | number }
      : Record<never, never>;
type CleanName<Name extends string> = Name extends `${infer Base}.${string}` ? Base : Name;

/** What a caller sends: the input of the schema the API checks it with. */
export type In<S extends z.ZodType> = z.input<S>;

/** The types an endpoint carries: its query and body as sent, and the envelope's `data`. */
interface Shape {
  query?: unknown;
  body?: unknown;
  data?: unknown;
}

export interface Endpoint<
  Route extends string = string,
  Query = unknown,
  Body = unknown,
  Data = unknown,
> {
  method: HttpMethod;
  route: Route;
  /**
   * Who may call it (roles.ts): the API's guard enforces it and the control panel hides what the
   * member's role may not do. Required, so a new endpoint cannot forget it.
   */
  access: Access;
  /**
   * The API key scope that opens it to a shop's system (`Authorization: Bearer wb_live_…`,
   * docs/api.md). Without it no key opens the endpoint, whatever its `access`.
   */
  keyScope?: KeyScope;
  /** What its success writes to the audit trail; required of every call that is not a GET. */
  audit?: AuditRule;
  /** `form` bodies are multipart (they may carry files); others are JSON. */
  bodyType?: 'json' | 'form';
  /** The envelope unless told (a PDF, or an HTML page). */
  answer?: AnswerKind;
  /** A POST that answers 201 Created; every other POST answers 200. */
  created?: true;
  /** A call that may start a staff session (sign-up, sign-in, its second step). */
  startsSession?: true;
  /** The address to call, e.g. `/api/parcels/WB1/history?page=2`. */
  path(params: RouteParams<Route>, query?: QueryInput<Query>): string;
  /** Types only, never set at run time: what the query, body and `data` are. */
  readonly types?: { query: Query; body: Body; data: Data };
}

/** What a caller may pass as the query: any of its fields. */
export type QueryInput<Query> = [Query] extends [undefined] ? never : Partial<Query>;
export type QueryOf<E> = E extends Endpoint<string, infer Q> ? Q : never;
export type BodyOf<E> = E extends Endpoint<string, unknown, infer B> ? B : never;
export type DataOf<E> = E extends Endpoint<string, unknown, unknown, infer D> ? D : never;
export type RouteParamsOf<E> = E extends Endpoint<infer R> ? RouteParams<R> : never;

interface Common<Route extends string> {
  route: Route;
  access: Access;
  keyScope?: KeyScope;
  bodyType?: 'json' | 'form';
  answer?: AnswerKind;
  created?: true;
  startsSession?: true;
}

/**
 * `access` is required of every endpoint, `audit` of every one that is not a GET (a GET may give
 * one to say why it writes nothing, as the sign-out links do): a call that forgets either does
 * not compile (endpoint.type-check.ts).
 */
type Definition<Route extends string> = Common<Route> &
  (
    | { method: 'GET'; audit?: { none: string } }
    | { method: Exclude<HttpMethod, 'GET'>; audit: AuditRule }
  );

/** One of the spread-in types, or `Missing` when the definition names none. */
type Field<T extends Shape, K extends keyof Shape, Missing> = Shape extends T
  ? Missing
  : K extends keyof T
    ? T[K]
    : Missing;

/**
 * An endpoint from its definition. Its types are spread in as `...({} as { body: …; data: … })`:
 * a type for the compiler, an empty object at run time (which the minifier removes).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<Route extends string, T extends Shape = Record<never, never>>(
  definition: Definition<Route> & T,
): Endpoint<
  Route,
  Field<T, 'query', undefined>,
  Field<T, 'body', undefined>,
  Field<T, 'data', null>
> {
  return {
    ...definition,
    path: (params, query) => fillRoute(definition.route, params) + queryString(query),
  };
}

/** '/api/parcels/:code' with { code: 'WB 1' } gives '/api/parcels/WB%201'. */
export function fillRoute(route: string, params: object): string {
  const values = params as Record<string, string | number>;
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route} needs ${name}`);
    return encodeURIComponent(value);
  });
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, value as string);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
