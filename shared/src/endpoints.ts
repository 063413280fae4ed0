/**
 * Every /api endpoint, described once: its method, its route (as Express and OpenAPI write it), who
 * may call it, a path builder, and the types of its query, body and answer. The API's controllers
 * declare the same routes (api/test/contract.e2e-spec.ts holds the two together), the apps call
 * `api.call(endpoint, …)` (shared/src/client.ts), and the tests and benchmarks use the same
 * endpoints, so no '/api/…' text is written outside this file (docs/architecture.md §5.2).
 *
 * This file holds no schema, only types (`import type`): a web page that calls an endpoint
 * bundles a few strings, not the schema library. The schemas of each endpoint's query, body and
 * answer, which the API, its tests and its documentation use, are in endpoint-schemas.ts, checked
 * there against these types. Each endpoint is its own export, built by a side-effect-free
 * function, so a page carries only the endpoints it calls.
 */
import type { z } from 'zod';
import type { Paged } from './envelope.js';
import type {
  Activity,
  activityCreateSchema,
  activityDeleteSchema,
  activityPatchSchema,
} from './schemas/activity.js';
import type {
  Admin,
  passwordGuestSchema,
  passwordUserSchema,
  sendPinSchema,
  signinSchema,
  signupSchema,
} from './schemas/auth.js';
import type { contactMessageSchema, contactSchema } from './schemas/contact.js';
import type { Graph } from './schemas/graph.js';
import type { Invoice, invoiceCreateSchema } from './schemas/invoice.js';
import type { OutboxMessage, outboxRetrySchema, subscribeSchema } from './schemas/mail.js';
import type { Page, pageCreateSchema, pageDeleteSchema, pagePatchSchema } from './schemas/page.js';
import type {
  Parcel,
  ParcelSummary,
  PublicParcel,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
} from './schemas/parcel.js';
import type { listQuerySchema, outboxQuerySchema, pageQuerySchema } from './schemas/queries.js';
import type { Review, reviewCreateSchema, reviewDeleteSchema } from './schemas/review.js';
import type { Settings, settingsPatchSchema } from './schemas/settings.js';

/** Where the API is mounted: every route below starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the answer is: the JSON envelope (with `data`), a PDF, or an HTML page for a mail link. */
export type AnswerKind = 'envelope' | 'pdf' | 'html';

/** `{ code: string }` for '/api/parcels/:code', `{}` for a route without parameters. */
export type RouteParams<Route extends string> =
  Route extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in CleanName<Name>]: string | number } & RouteParams<`/${Rest}`>
    : Route extends `${string}:${infer Name}`
      ? { [K in CleanName<Name>]: string | number }
      : Record<never, never>;
type CleanName<Name extends string> = Name extends `${infer Base}.${string}` ? Base : Name;

/** What a caller sends: the input of the schema the API checks it with. */
type In<S extends z.ZodType> = z.input<S>;

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
  /** `form` bodies are multipart (they may carry files); others are JSON. */
  bodyType: 'json' | 'form';
  answer: AnswerKind;
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

interface Definition<Route extends string> {
  method: HttpMethod;
  route: Route;
  bodyType?: 'json' | 'form';
  answer?: AnswerKind;
}

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
function endpoint<Route extends string, T extends Shape = Record<never, never>>(
  definition: Definition<Route> & T,
): Endpoint<
  Route,
  Field<T, 'query', undefined>,
  Field<T, 'body', undefined>,
  Field<T, 'data', null>
> {
  const { method, route, bodyType = 'json', answer = 'envelope' } = definition;
  return {
    method,
    route,
    bodyType,
    answer,
    path: (params, query) => fillRoute(route, params) + queryString(query),
  };
}

/** '/api/parcels/:code' with { code: 'WB 1' } gives '/api/parcels/WB%201'. */
export function fillRoute(route: string, params: object): string {
  const values = params as Record<string, string | number>;
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ——— The site and its visitors ———

export const getGraph = endpoint({
  method: 'GET',
  route: '/api/graph',
  ...({} as { data: Graph }),
});

export const getHealth = endpoint({
  method: 'GET',
  route: '/api/health',
  ...({} as { data: { status: 'ok'; database: 'ok' } }),
});

export const trackParcel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code',
  ...({} as { data: Parcel | PublicParcel }),
});

export const getParcelHistory = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/history',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Activity> }),
});

export const subscribeToParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/subscribers',
  ...({} as { body: In<typeof subscribeSchema> }),
});

export const sendContactMessage = endpoint({
  method: 'POST',
  route: '/api/messages',
  ...({} as { body: In<typeof contactMessageSchema> }),
});

export const listPages = endpoint({
  method: 'GET',
  route: '/api/pages',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Page> }),
});

export const getPage = endpoint({
  method: 'GET',
  route: '/api/pages/:slug',
  ...({} as { data: Page }),
});

export const listReviews = endpoint({
  method: 'GET',
  route: '/api/reviews',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Review> }),
});

/** The pages behind the links in notification e-mails (HTML, not the envelope). */
export const unsubscribePage = endpoint({
  method: 'GET',
  route: '/api/notifications/unsubscribe',
  answer: 'html',
});

export const unsubscribe = endpoint({
  method: 'POST',
  route: '/api/notifications/unsubscribe',
  answer: 'html',
});

export const confirmSubscriptionPage = endpoint({
  method: 'GET',
  route: '/api/notifications/confirm',
  answer: 'html',
});

export const confirmSubscription = endpoint({
  method: 'POST',
  route: '/api/notifications/confirm',
  answer: 'html',
});

// ——— Staff accounts ———

export const getAdminStatus = endpoint({
  method: 'GET',
  route: '/api/admins/status',
  ...({} as { data: { has_admin: boolean } }),
});

export const signUp = endpoint({
  method: 'POST',
  route: '/api/admins',
  ...({} as { body: In<typeof signupSchema>; data: Admin }),
});

export const signIn = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin',
  bodyType: 'form',
  ...({} as { body: In<typeof signinSchema>; data: Admin }),
});

export const signOut = endpoint({
  method: 'GET',
  route: '/api/admins/auth/signout',
});

export const signOutUser = endpoint({
  method: 'GET',
  route: '/api/users/auth/signout',
});

export const sendPasswordPin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/send-pin',
  ...({} as { body: In<typeof sendPinSchema> }),
});

export const resetPassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-guest',
  ...({} as { body: In<typeof passwordGuestSchema> }),
});

export const changePassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-user',
  ...({} as { body: In<typeof passwordUserSchema> }),
});

// ——— Parcels and their history ———

export const listParcels = endpoint({
  method: 'GET',
  route: '/api/parcels',
  ...({} as { query: In<typeof listQuerySchema>; data: Paged<ParcelSummary> }),
});

export const createParcel = endpoint({
  method: 'POST',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelCreateSchema>; data: Parcel }),
});

export const updateParcel = endpoint({
  method: 'PATCH',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelPatchSchema>; data: Parcel }),
});

export const deleteParcel = endpoint({
  method: 'DELETE',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelDeleteSchema> }),
});

export const uploadParcelImage = endpoint({
  method: 'POST',
  route: '/api/parcels/image',
  bodyType: 'form',
  ...({} as { body: In<typeof parcelImageSchema>; data: Parcel }),
});

export const getParcelLabel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/label.pdf',
  answer: 'pdf',
});

export const getActivity = endpoint({
  method: 'GET',
  route: '/api/activities/:id',
  ...({} as { data: Activity }),
});

export const createActivity = endpoint({
  method: 'POST',
  route: '/api/activities',
  ...({} as { body: In<typeof activityCreateSchema>; data: Activity }),
});

export const updateActivity = endpoint({
  method: 'PATCH',
  route: '/api/activities',
  ...({} as { body: In<typeof activityPatchSchema>; data: Activity }),
});

export const deleteActivity = endpoint({
  method: 'DELETE',
  route: '/api/activities',
  ...({} as { body: In<typeof activityDeleteSchema> }),
});

// ——— Content, reviews, settings ———

export const createPage = endpoint({
  method: 'POST',
  route: '/api/pages',
  ...({} as { body: In<typeof pageCreateSchema>; data: Page }),
});

export const updatePage = endpoint({
  method: 'PATCH',
  route: '/api/pages',
  ...({} as { body: In<typeof pagePatchSchema>; data: Page }),
});

export const deletePage = endpoint({
  method: 'DELETE',
  route: '/api/pages',
  ...({} as { body: In<typeof pageDeleteSchema> }),
});

export const createReview = endpoint({
  method: 'POST',
  route: '/api/reviews',
  bodyType: 'form',
  ...({} as { body: In<typeof reviewCreateSchema>; data: Review }),
});

export const deleteReview = endpoint({
  method: 'DELETE',
  route: '/api/reviews',
  ...({} as { body: In<typeof reviewDeleteSchema> }),
});

export const getSettings = endpoint({
  method: 'GET',
  route: '/api/settings',
  ...({} as { data: Settings }),
});

export const updateSettings = endpoint({
  method: 'PATCH',
  route: '/api/settings',
  ...({} as { body: In<typeof settingsPatchSchema>; data: Settings }),
});

// ——— Mail and invoices ———

export const sendEmail = endpoint({
  method: 'POST',
  route: '/api/contact',
  ...({} as { body: In<typeof contactSchema> }),
});

export const listOutbox = endpoint({
  method: 'GET',
  route: '/api/outbox',
  ...({} as { query: In<typeof outboxQuerySchema>; data: Paged<OutboxMessage> }),
});

export const retryOutboxMessage = endpoint({
  method: 'POST',
  route: '/api/outbox/retry',
  ...({} as { body: In<typeof outboxRetrySchema>; data: OutboxMessage }),
});

export const listInvoices = endpoint({
  method: 'GET',
  route: '/api/invoices',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Invoice> }),
});

export const createInvoice = endpoint({
  method: 'POST',
  route: '/api/invoices',
  ...({} as { body: In<typeof invoiceCreateSchema>; data: Invoice }),
});

export const getInvoicePdf = endpoint({
  method: 'GET',
  route: '/api/invoices/:id/pdf',
  answer: 'pdf',
});
