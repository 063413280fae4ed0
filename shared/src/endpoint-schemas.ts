/**
 * Who may call each endpoint (shared/src/endpoints.ts) and the schemas of its query and body as the API checks
 * them, and the envelope's `data` as it answers, with a one-line summary. The API's tests check
 * each answer with them (api/test/contract.e2e-spec.ts) and its documentation can use them. Kept
 * apart from endpoints.ts so that a web page calling an endpoint does not bundle the schema
 * library; `described` checks each schema against the types the endpoint declares.
 */
import { z } from 'zod';
import {
  confirmSubscription,
  confirmSubscriptionPage,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type QueryOf,
  changePassword,
  createActivity,
  createInvoice,
  createPage,
  createParcel,
  createReview,
  deleteActivity,
  deletePage,
  deleteParcel,
  deleteReview,
  getActivity,
  getAdminStatus,
  getGraph,
  getHealth,
  getInvoicePdf,
  getPage,
  getParcelHistory,
  getParcelLabel,
  getSettings,
  listInvoices,
  listOutbox,
  listPages,
  listParcels,
  listReviews,
  resetPassword,
  retryOutboxMessage,
  sendContactMessage,
  sendEmail,
  sendPasswordPin,
  signIn,
  signOut,
  signOutUser,
  signUp,
  subscribeToParcel,
  trackParcel,
  unsubscribe,
  unsubscribePage,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
  uploadParcelImage,
} from './endpoints.js';
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
import { listQuerySchema, outboxQuerySchema, pageQuerySchema } from './schemas/queries.js';
import { reviewCreateSchema, reviewDeleteSchema, reviewSchema } from './schemas/review.js';
import { settingsPatchSchema, settingsSchema } from './schemas/settings.js';

/** Who may call: anyone, or a signed-in staff member (401 otherwise). */
export type Access = 'public' | 'staff';

export interface EndpointSchemas {
  access: Access;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the envelope's `data` (null for calls that answer none). */
  data: () => z.ZodType;
}

/** What may describe an endpoint: schemas whose input and output are the endpoint's types. */
interface Description<E extends Endpoint> {
  access: Access;
  summary: string;
  query?: z.ZodType<unknown, QueryOf<E>>;
  body?: z.ZodType<unknown, BodyOf<E>>;
  data?: () => z.ZodType<DataOf<E>>;
}

const nothing = () => z.null();

function described<E extends Endpoint>(
  endpoint: E,
  description: Description<E>,
): [Endpoint, EndpointSchemas] {
  return [endpoint, { ...description, data: description.data ?? nothing }];
}

const ENDPOINT_SCHEMAS: ReadonlyMap<Endpoint, EndpointSchemas> = new Map([
  described(getGraph, {
    access: 'public',
    summary: 'What every screen needs at start: pages, admin, reviews, settings.',
    data: () => graphSchema,
  }),
  described(getHealth, {
    access: 'public',
    summary: 'Liveness with a database check.',
    data: () => z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
  described(trackParcel, {
    access: 'public',
    summary: 'A parcel by tracking code (any letter case), with its first page of history.',
    data: () => z.union([parcelSchema, publicParcelSchema]),
  }),
  described(getParcelHistory, {
    access: 'public',
    summary: "A further page of a parcel's history, newest first.",
    query: pageQuerySchema,
    data: () => pagedSchema(activitySchema),
  }),
  described(subscribeToParcel, {
    access: 'public',
    summary: 'A visitor asks for e-mail updates on a parcel (confirmed by e-mail).',
    body: subscribeSchema,
  }),
  described(sendContactMessage, {
    access: 'public',
    summary: "A visitor's message to the company (the contact form).",
    body: contactMessageSchema,
  }),
  described(listPages, {
    access: 'public',
    summary: 'Content pages, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(pageSchema),
  }),
  described(getPage, {
    access: 'public',
    summary: 'One content page by slug.',
    data: () => pageSchema,
  }),
  described(listReviews, {
    access: 'public',
    summary: 'Customer reviews, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(reviewSchema),
  }),
  described(unsubscribePage, {
    access: 'public',
    summary: 'The page behind "Stop these e-mails" (asks to confirm).',
  }),
  described(unsubscribe, {
    access: 'public',
    summary: 'Stop notification e-mails (also one-click from mail programs).',
  }),
  described(confirmSubscriptionPage, {
    access: 'public',
    summary: "The page behind the confirmation link of a visitor's subscription.",
  }),
  described(confirmSubscription, {
    access: 'public',
    summary: "Confirm a visitor's subscription to a parcel's updates.",
  }),
  described(getAdminStatus, {
    access: 'public',
    summary: 'Whether an admin account exists (the sign-up screen is offered only before).',
    data: () => z.object({ has_admin: z.boolean() }),
  }),
  described(signUp, {
    access: 'public',
    summary: 'Create the first admin and sign in. Single use.',
    body: signupSchema,
    data: () => adminSchema,
  }),
  described(signIn, {
    access: 'public',
    summary: 'Sign in with e-mail and password (a multipart form).',
    body: signinSchema,
    data: () => adminSchema,
  }),
  described(signOut, {
    access: 'public',
    summary: 'End the session.',
  }),
  described(signOutUser, {
    access: 'public',
    summary: 'End the session (the users route of the original contract).',
  }),
  described(sendPasswordPin, {
    access: 'public',
    summary: 'E-mail a PIN to reset the password.',
    body: sendPinSchema,
  }),
  described(resetPassword, {
    access: 'public',
    summary: 'Set a new password with the e-mailed PIN.',
    body: passwordGuestSchema,
  }),
  described(changePassword, {
    access: 'staff',
    summary: 'Change the signed-in admin’s password.',
    body: passwordUserSchema,
  }),
  described(listParcels, {
    access: 'staff',
    summary: 'Parcels, newest first, a page at a time; `search` matches codes and names.',
    query: listQuerySchema,
    data: () => pagedSchema(parcelSummarySchema),
  }),
  described(createParcel, {
    access: 'staff',
    summary: 'Create a parcel.',
    body: parcelCreateSchema,
    data: () => parcelSchema,
  }),
  described(updateParcel, {
    access: 'staff',
    summary: 'Change the fields sent (details and map positions).',
    body: parcelPatchSchema,
    data: () => parcelSchema,
  }),
  described(deleteParcel, {
    access: 'staff',
    summary: 'Delete a parcel with its history, image and subscribers.',
    body: parcelDeleteSchema,
  }),
  described(uploadParcelImage, {
    access: 'staff',
    summary: "Replace a parcel's picture (a multipart form with `image`).",
    body: parcelImageSchema,
    data: () => parcelSchema,
  }),
  described(getParcelLabel, {
    access: 'staff',
    summary: "The parcel's shipping label (PDF).",
  }),
  described(getActivity, {
    access: 'staff',
    summary: 'One history entry.',
    data: () => activitySchema,
  }),
  described(createActivity, {
    access: 'staff',
    summary: "Add an entry to a parcel's history (and notify its subscribers when asked).",
    body: activityCreateSchema,
    data: () => activitySchema,
  }),
  described(updateActivity, {
    access: 'staff',
    summary: 'Change the fields sent of a history entry.',
    body: activityPatchSchema,
    data: () => activitySchema,
  }),
  described(deleteActivity, {
    access: 'staff',
    summary: 'Delete a history entry.',
    body: activityDeleteSchema,
  }),
  described(createPage, {
    access: 'staff',
    summary: 'Create a content page.',
    body: pageCreateSchema,
    data: () => pageSchema,
  }),
  described(updatePage, {
    access: 'staff',
    summary: 'Change the fields sent of a content page.',
    body: pagePatchSchema,
    data: () => pageSchema,
  }),
  described(deletePage, {
    access: 'staff',
    summary: 'Delete a content page.',
    body: pageDeleteSchema,
  }),
  described(createReview, {
    access: 'staff',
    summary: 'Add a review (a multipart form with an optional picture).',
    body: reviewCreateSchema,
    data: () => reviewSchema,
  }),
  described(deleteReview, {
    access: 'staff',
    summary: 'Delete a review.',
    body: reviewDeleteSchema,
  }),
  described(getSettings, {
    access: 'staff',
    summary: 'The site settings.',
    data: () => settingsSchema,
  }),
  described(updateSettings, {
    access: 'staff',
    summary: 'Change the settings sent.',
    body: settingsPatchSchema,
    data: () => settingsSchema,
  }),
  described(sendEmail, {
    access: 'staff',
    summary: 'Send an e-mail from the control panel.',
    body: contactSchema,
  }),
  described(listOutbox, {
    access: 'staff',
    summary: 'Outgoing mail, newest first, a page at a time.',
    query: outboxQuerySchema,
    data: () => pagedSchema(outboxMessageSchema),
  }),
  described(retryOutboxMessage, {
    access: 'staff',
    summary: 'Send a failed message again.',
    body: outboxRetrySchema,
    data: () => outboxMessageSchema,
  }),
  described(listInvoices, {
    access: 'staff',
    summary: 'Invoices, newest first, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(invoiceSchema),
  }),
  described(createInvoice, {
    access: 'staff',
    summary: 'Create an invoice for a parcel.',
    body: invoiceCreateSchema,
    data: () => invoiceSchema,
  }),
  described(getInvoicePdf, {
    access: 'staff',
    summary: 'An invoice as a PDF.',
  }),
]);

/** The schemas of an endpoint of the contract. */
export function schemasOf(endpoint: Endpoint): EndpointSchemas {
  const schemas = ENDPOINT_SCHEMAS.get(endpoint);
  if (!schemas) throw new Error(`${endpoint.method} ${endpoint.route} has no schemas`);
  return schemas;
}
