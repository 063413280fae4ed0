/**
 * Every /api endpoint, described once: its method, its route (as Express and OpenAPI write it),
 * a path builder, the schemas of its query and body, and the schema of the envelope's `data`.
 * The API's controllers declare the same routes (api/test/contract.e2e-spec.ts holds the two
 * together), the apps call `api.call(endpoint, …)` (shared/src/client.ts) and the tests use the
 * same calls, so no '/api/…' text is written outside this file and the route declarations.
 *
 * Each endpoint is its own export, built by a side-effect-free function, so a web page bundles
 * only the endpoints (and schemas) it calls: the home page must not carry the admin's contract.
 */
import { z } from 'zod';
import { pagedSchema } from './envelope.js';
import {
  activityCreateSchema,
  activityDeleteSchema,
  activityPatchSchema,
  activitySchema,
} from './schemas/activity.js';
import {
  adminSchema,
  passwordGuestSchema,
  passwordUserSchema,
  sendPinSchema,
  signinSchema,
  signupSchema,
} from './schemas/auth.js';
import { contactMessageSchema, contactSchema } from './schemas/contact.js';
import { graphSchema } from './schemas/graph.js';
import { invoiceCreateSchema, invoiceSchema } from './schemas/invoice.js';
import { outboxMessageSchema, outboxRetrySchema, subscribeSchema } from './schemas/mail.js';
import { pageCreateSchema, pageDeleteSchema, pagePatchSchema, pageSchema } from './schemas/page.js';
import {
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
  parcelSchema,
  parcelSummarySchema,
  publicParcelSchema,
} from './schemas/parcel.js';
import { reviewCreateSchema, reviewDeleteSchema, reviewSchema } from './schemas/review.js';
import { settingsPatchSchema, settingsSchema } from './schemas/settings.js';
import { listQuerySchema, outboxQuerySchema, pageQuerySchema } from './schemas/queries.js';

/** Where the API is mounted: every route below starts with it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call: anyone, or a signed-in staff member (401 otherwise). */
export type Access = 'public' | 'staff';

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

export interface Endpoint<
  Route extends string = string,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data = unknown,
> {
  method: HttpMethod;
  route: Route;
  access: Access;
  summary: string;
  /** The query's schema (what the API validates), when it takes one. */
  query: Query;
  /** The body's schema, when it takes one; `form` bodies are multipart (they may carry files). */
  body: Body;
  bodyType: 'json' | 'form';
  answer: AnswerKind;
  /** The schema of the envelope's `data` (a thunk: built only when a test or the docs ask). */
  data: () => z.ZodType<Data>;
  /** The address to call, e.g. `/api/parcels/WB1/history?page=2`. */
  path(params: RouteParams<Route>, query?: QueryInput<Query>): string;
}

/** What a caller may pass as the query: the schema's input (numbers may be numbers). */
export type QueryInput<Query> = Query extends z.ZodType ? Partial<z.input<Query>> : never;
export type BodyOf<E> = E extends Endpoint<string, z.ZodType | undefined, infer B> ? B : never;
export type DataOf<E> =
  E extends Endpoint<string, z.ZodType | undefined, z.ZodType | undefined, infer D> ? D : never;
export type RouteParamsOf<E> = E extends Endpoint<infer R> ? RouteParams<R> : never;

interface Definition<
  Route extends string,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Data,
> {
  method: HttpMethod;
  route: Route;
  access: Access;
  summary: string;
  query?: Query;
  body?: Body;
  bodyType?: 'json' | 'form';
  answer?: AnswerKind;
  data?: () => z.ZodType<Data>;
}

const nothing = () => z.null();

/* @__NO_SIDE_EFFECTS__ */
function endpoint<
  Route extends string,
  Data = null,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: Definition<Route, Query, Body, Data>): Endpoint<Route, Query, Body, Data> {
  return {
    ...definition,
    query: definition.query as Query,
    body: definition.body as Body,
    bodyType: definition.bodyType ?? 'json',
    answer: definition.answer ?? 'envelope',
    data: definition.data ?? (nothing as unknown as () => z.ZodType<Data>),
    path: (params, query) => fillRoute(definition.route, params) + queryString(query),
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
  access: 'public',
  summary: 'What every screen needs at start: pages, admin, reviews, settings.',
  data: () => graphSchema,
});

export const getHealth = endpoint({
  method: 'GET',
  route: '/api/health',
  access: 'public',
  summary: 'Liveness with a database check.',
  data: () => z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});

export const trackParcel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code',
  access: 'public',
  summary: 'A parcel by tracking code (any letter case), with its first page of history.',
  data: () => z.union([parcelSchema, publicParcelSchema]),
});

export const getParcelHistory = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/history',
  access: 'public',
  summary: "A further page of a parcel's history, newest first.",
  query: pageQuerySchema,
  data: () => pagedSchema(activitySchema),
});

export const subscribeToParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/subscribers',
  access: 'public',
  summary: 'A visitor asks for e-mail updates on a parcel (confirmed by e-mail).',
  body: subscribeSchema,
});

export const sendContactMessage = endpoint({
  method: 'POST',
  route: '/api/messages',
  access: 'public',
  summary: "A visitor's message to the company (the contact form).",
  body: contactMessageSchema,
});

export const listPages = endpoint({
  method: 'GET',
  route: '/api/pages',
  access: 'public',
  summary: 'Content pages, a page at a time.',
  query: pageQuerySchema,
  data: () => pagedSchema(pageSchema),
});

export const getPage = endpoint({
  method: 'GET',
  route: '/api/pages/:slug',
  access: 'public',
  summary: 'One content page by slug.',
  data: () => pageSchema,
});

export const listReviews = endpoint({
  method: 'GET',
  route: '/api/reviews',
  access: 'public',
  summary: 'Customer reviews, a page at a time.',
  query: pageQuerySchema,
  data: () => pagedSchema(reviewSchema),
});

/** The pages behind the links in notification e-mails (HTML, not the envelope). */
export const unsubscribePage = endpoint({
  method: 'GET',
  route: '/api/notifications/unsubscribe',
  access: 'public',
  summary: 'The page behind "Stop these e-mails" (asks to confirm).',
  answer: 'html',
});
export const unsubscribe = endpoint({
  method: 'POST',
  route: '/api/notifications/unsubscribe',
  access: 'public',
  summary: 'Stop notification e-mails (also one-click from mail programs).',
  answer: 'html',
});
export const confirmSubscriptionPage = endpoint({
  method: 'GET',
  route: '/api/notifications/confirm',
  access: 'public',
  summary: "The page behind the confirmation link of a visitor's subscription.",
  answer: 'html',
});
export const confirmSubscription = endpoint({
  method: 'POST',
  route: '/api/notifications/confirm',
  access: 'public',
  summary: "Confirm a visitor's subscription to a parcel's updates.",
  answer: 'html',
});

// ——— Staff accounts ———

export const getAdminStatus = endpoint({
  method: 'GET',
  route: '/api/admins/status',
  access: 'public',
  summary: 'Whether an admin account exists (the sign-up screen is offered only before).',
  data: () => z.object({ has_admin: z.boolean() }),
});

export const signUp = endpoint({
  method: 'POST',
  route: '/api/admins',
  access: 'public',
  summary: 'Create the first admin and sign in. Single use.',
  body: signupSchema,
  data: () => adminSchema,
});

export const signIn = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin',
  access: 'public',
  summary: 'Sign in with e-mail and password (a multipart form).',
  body: signinSchema,
  bodyType: 'form',
  data: () => adminSchema,
});

export const signOut = endpoint({
  method: 'GET',
  route: '/api/admins/auth/signout',
  access: 'public',
  summary: 'End the session.',
});

export const signOutUser = endpoint({
  method: 'GET',
  route: '/api/users/auth/signout',
  access: 'public',
  summary: 'End the session (the users route of the original contract).',
});

export const sendPasswordPin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/send-pin',
  access: 'public',
  summary: 'E-mail a PIN to reset the password.',
  body: sendPinSchema,
});

export const resetPassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-guest',
  access: 'public',
  summary: 'Set a new password with the e-mailed PIN.',
  body: passwordGuestSchema,
});

export const changePassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-user',
  access: 'staff',
  summary: 'Change the signed-in admin’s password.',
  body: passwordUserSchema,
});

// ——— Parcels and their history ———

export const listParcels = endpoint({
  method: 'GET',
  route: '/api/parcels',
  access: 'staff',
  summary: 'Parcels, newest first, a page at a time; `search` matches codes and names.',
  query: listQuerySchema,
  data: () => pagedSchema(parcelSummarySchema),
});

export const createParcel = endpoint({
  method: 'POST',
  route: '/api/parcels',
  access: 'staff',
  summary: 'Create a parcel.',
  body: parcelCreateSchema,
  data: () => parcelSchema,
});

export const updateParcel = endpoint({
  method: 'PATCH',
  route: '/api/parcels',
  access: 'staff',
  summary: 'Change the fields sent (details and map positions).',
  body: parcelPatchSchema,
  data: () => parcelSchema,
});

export const deleteParcel = endpoint({
  method: 'DELETE',
  route: '/api/parcels',
  access: 'staff',
  summary: 'Delete a parcel with its history, image and subscribers.',
  body: parcelDeleteSchema,
});

export const uploadParcelImage = endpoint({
  method: 'POST',
  route: '/api/parcels/image',
  access: 'staff',
  summary: "Replace a parcel's picture (a multipart form with `image`).",
  body: parcelImageSchema,
  bodyType: 'form',
  data: () => parcelSchema,
});

export const getParcelLabel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/label.pdf',
  access: 'staff',
  summary: "The parcel's shipping label (PDF).",
  answer: 'pdf',
});

export const getActivity = endpoint({
  method: 'GET',
  route: '/api/activities/:id',
  access: 'staff',
  summary: 'One history entry.',
  data: () => activitySchema,
});

export const createActivity = endpoint({
  method: 'POST',
  route: '/api/activities',
  access: 'staff',
  summary: "Add an entry to a parcel's history (and notify its subscribers when asked).",
  body: activityCreateSchema,
  data: () => activitySchema,
});

export const updateActivity = endpoint({
  method: 'PATCH',
  route: '/api/activities',
  access: 'staff',
  summary: 'Change the fields sent of a history entry.',
  body: activityPatchSchema,
  data: () => activitySchema,
});

export const deleteActivity = endpoint({
  method: 'DELETE',
  route: '/api/activities',
  access: 'staff',
  summary: 'Delete a history entry.',
  body: activityDeleteSchema,
});

// ——— Content, reviews, settings ———

export const createPage = endpoint({
  method: 'POST',
  route: '/api/pages',
  access: 'staff',
  summary: 'Create a content page.',
  body: pageCreateSchema,
  data: () => pageSchema,
});

export const updatePage = endpoint({
  method: 'PATCH',
  route: '/api/pages',
  access: 'staff',
  summary: 'Change the fields sent of a content page.',
  body: pagePatchSchema,
  data: () => pageSchema,
});

export const deletePage = endpoint({
  method: 'DELETE',
  route: '/api/pages',
  access: 'staff',
  summary: 'Delete a content page.',
  body: pageDeleteSchema,
});

export const createReview = endpoint({
  method: 'POST',
  route: '/api/reviews',
  access: 'staff',
  summary: 'Add a review (a multipart form with an optional picture).',
  body: reviewCreateSchema,
  bodyType: 'form',
  data: () => reviewSchema,
});

export const deleteReview = endpoint({
  method: 'DELETE',
  route: '/api/reviews',
  access: 'staff',
  summary: 'Delete a review.',
  body: reviewDeleteSchema,
});

export const getSettings = endpoint({
  method: 'GET',
  route: '/api/settings',
  access: 'staff',
  summary: 'The site settings.',
  data: () => settingsSchema,
});

export const updateSettings = endpoint({
  method: 'PATCH',
  route: '/api/settings',
  access: 'staff',
  summary: 'Change the settings sent.',
  body: settingsPatchSchema,
  data: () => settingsSchema,
});

// ——— Mail and invoices ———

export const sendEmail = endpoint({
  method: 'POST',
  route: '/api/contact',
  access: 'staff',
  summary: 'Send an e-mail from the control panel.',
  body: contactSchema,
});

export const listOutbox = endpoint({
  method: 'GET',
  route: '/api/outbox',
  access: 'staff',
  summary: 'Outgoing mail, newest first, a page at a time.',
  query: outboxQuerySchema,
  data: () => pagedSchema(outboxMessageSchema),
});

export const retryOutboxMessage = endpoint({
  method: 'POST',
  route: '/api/outbox/retry',
  access: 'staff',
  summary: 'Send a failed message again.',
  body: outboxRetrySchema,
  data: () => outboxMessageSchema,
});

export const listInvoices = endpoint({
  method: 'GET',
  route: '/api/invoices',
  access: 'staff',
  summary: 'Invoices, newest first, a page at a time.',
  query: pageQuerySchema,
  data: () => pagedSchema(invoiceSchema),
});

export const createInvoice = endpoint({
  method: 'POST',
  route: '/api/invoices',
  access: 'staff',
  summary: 'Create an invoice for a parcel.',
  body: invoiceCreateSchema,
  data: () => invoiceSchema,
});

export const getInvoicePdf = endpoint({
  method: 'GET',
  route: '/api/invoices/:id/pdf',
  access: 'staff',
  summary: 'An invoice as a PDF.',
  answer: 'pdf',
});
