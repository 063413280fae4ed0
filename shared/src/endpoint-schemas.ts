/**
 * The schemas of each endpoint (shared/src/endpoints.ts, where who may call it is declared): its
 * query and body as the API checks them, and the envelope's `data` as it answers, with a one-line summary. The API's tests check
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
  approveReview,
  createReview,
  deleteActivity,
  deletePage,
  deleteParcel,
  deleteReview,
  getActivity,
  getAdminStatus,
  getDashboard,
  getGraph,
  getHealth,
  getHealthLive,
  getHealthReady,
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
  listStaffReviews,
  resetPassword,
  retryOutboxMessage,
  sendContactMessage,
  sendEmail,
  sendPasswordPin,
  signIn,
  signOut,
  signOutPost,
  signOutUser,
  signUp,
  subscribeToParcel,
  rateParcel,
  trackParcel,
  unlockParcel,
  unsubscribe,
  unsubscribePage,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
  uploadParcelImage,
  // Audit trail (issue 14).
  checkAuditCheckpoint,
  exportAuditCheckpoint,
  exportAuditCsv,
  listAudit,
  verifyAudit,
} from './endpoints.js';
// Audit trail (issue 14).
import {
  auditEntrySchema,
  auditFilterSchema,
  auditListQuerySchema,
  auditVerificationSchema,
  auditCheckpointCheckSchema,
  auditCheckpointExportSchema,
  auditCheckpointSchema,
} from './schemas/audit.js';
// Issue 14: roles and staff accounts.
import {
  acceptInvitation,
  handOverOwnership,
  inviteStaff,
  listStaff,
  revokeInvitation,
  updateStaffMember,
} from './endpoints/staff.js';
import {
  invitationAcceptAnswerSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  staffIdSchema,
  staffInvitationSchema,
  staffListSchema,
  staffMemberSchema,
  staffPatchSchema,
} from './schemas/staff.js';
// Two-factor sign-in (issue 14).
import {
  disableTwoFactor,
  enableSigninTotp,
  enableTotp,
  getTwoFactor,
  regenerateRecoveryCodes,
  startSigninTotpSetup,
  startTotp,
  updateTwoFactorPolicy,
  verifySignin,
} from './endpoints/two-factor.js';
import {
  accountTotpEnableSchema,
  recoveryCodesSchema,
  signinAnswerSchema,
  signinSetupAnswerSchema,
  signinVerifySchema,
  totpEnableSchema,
  totpEnrolmentSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
  twoFactorStatusSchema,
} from './schemas/two-factor.js';
// Passkeys (issue 14).
import {
  addPasskey,
  listPasskeys,
  passkeySignin,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignin,
  startPasskeyStep,
  verifyPasskeyStep,
} from './endpoints/passkeys.js';
import {
  passkeyAddSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySigninSchema,
} from './schemas/passkeys.js';
// Places by name (issue 16).
import { searchPlaces } from './endpoints/places.js';
import { placeSchema, placeSearchQuerySchema } from './schemas/place.js';
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
import { contactAnswerSchema, contactMessageSchema, contactSchema } from './schemas/contact.js';
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
  parcelUnlockSchema,
  publicParcelSchema,
} from './schemas/parcel.js';
import { dashboardSchema } from './schemas/dashboard.js';
import { outboxQuerySchema, pageQuerySchema, parcelListQuerySchema } from './schemas/queries.js';
import {
  parcelRatingSchema,
  publicReviewSchema,
  reviewApproveSchema,
  reviewCreateSchema,
  reviewDeleteSchema,
  reviewSchema,
} from './schemas/review.js';
import { settingsPatchSchema, settingsSchema } from './schemas/settings.js';
// Staff sessions (issue 14).
import {
  endMemberSession,
  endMyOtherSessions,
  endMySession,
  listMemberSessions,
  listMySessions,
} from './endpoints/sessions.js';
import {
  memberSessionListSchema,
  memberSessionsQuerySchema,
  sessionEndSchema,
  sessionEndedSchema,
  sessionListSchema,
  sessionsEndedSchema,
} from './schemas/sessions.js';

/** Who may call: anyone, or a signed-in staff member (401 otherwise). */
export interface EndpointSchemas {
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the envelope's `data` (null for calls that answer none). */
  data: () => z.ZodType;
}

/** What may describe an endpoint: schemas whose input and output are the endpoint's types. */
interface Description<E extends Endpoint> {
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
    summary: 'What every screen needs at start: pages, admin, reviews, settings.',
    data: () => graphSchema,
  }),
  described(getHealth, {
    summary: 'Liveness with a database check.',
    data: () => z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
  described(getHealthLive, {
    summary: 'Liveness: the process answers (no database check).',
    data: () => z.object({ status: z.literal('ok') }),
  }),
  described(getHealthReady, {
    summary:
      'Readiness: the database answers and migrations are done; 503 while starting, during a database outage and while shutting down.',
    data: () =>
      z.object({
        status: z.literal('ready'),
        database: z.literal('ok'),
        migrations: z.literal('done'),
      }),
  }),
  described(trackParcel, {
    summary: 'A parcel by tracking code (any letter case), with its first page of history.',
    data: () => z.union([parcelSchema, publicParcelSchema]),
  }),
  described(unlockParcel, {
    summary:
      "A parcel's whole visitor view, for a visitor who gives the recipient's e-mail or the last 4 digits of their phone.",
    body: parcelUnlockSchema,
    data: () => publicParcelSchema,
  }),
  described(getParcelHistory, {
    summary: "A further page of a parcel's history, newest first.",
    query: pageQuerySchema,
    data: () => pagedSchema(activitySchema),
  }),
  described(subscribeToParcel, {
    summary: 'A visitor asks for e-mail updates on a parcel (confirmed by e-mail).',
    body: subscribeSchema,
  }),
  described(rateParcel, {
    summary: 'A visitor rates a delivered parcel (1–5 and a comment); staff approve it.',
    body: parcelRatingSchema,
  }),
  described(sendContactMessage, {
    summary: "A visitor's message to the company (the contact form).",
    body: contactMessageSchema,
  }),
  described(listPages, {
    summary: 'Content pages, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(pageSchema),
  }),
  described(getPage, {
    summary: 'One content page by slug.',
    data: () => pageSchema,
  }),
  described(listReviews, {
    summary: 'Approved customer reviews, a page at a time (never the rated parcel).',
    query: pageQuerySchema,
    data: () => pagedSchema(publicReviewSchema),
  }),
  described(unsubscribePage, {
    summary: 'The page behind "Stop these e-mails" (asks to confirm).',
  }),
  described(unsubscribe, {
    summary: 'Stop notification e-mails (also one-click from mail programs).',
  }),
  described(confirmSubscriptionPage, {
    summary: "The page behind the confirmation link of a visitor's subscription.",
  }),
  described(confirmSubscription, {
    summary: "Confirm a visitor's subscription to a parcel's updates.",
  }),
  described(getAdminStatus, {
    summary: 'Whether an admin account exists (the sign-up screen is offered only before).',
    data: () => z.object({ has_admin: z.boolean() }),
  }),
  described(signUp, {
    summary: 'Create the first admin and sign in. Single use.',
    body: signupSchema,
    data: () => adminSchema,
  }),
  described(signIn, {
    summary:
      'Sign in with e-mail and password (a multipart form); with two-factor sign-in, answers the pending second step instead.',
    body: signinSchema,
    data: () => signinAnswerSchema,
  }),
  // Two-factor sign-in (issue 14).
  described(verifySignin, {
    summary: 'Finish a pending sign-in with a TOTP code or a recovery code.',
    body: signinVerifySchema,
    data: () => adminSchema,
  }),
  described(startSigninTotpSetup, {
    summary: 'During a sign-in that must set up two-factor first: a new TOTP secret.',
    data: () => totpEnrolmentSchema,
  }),
  described(enableSigninTotp, {
    summary: 'Confirm the TOTP secret set up during sign-in; signs in, answers the recovery codes.',
    body: totpEnableSchema,
    data: () => signinSetupAnswerSchema,
  }),
  described(getTwoFactor, {
    summary: 'The signed-in account’s second factors and whether two-factor is required.',
    data: () => twoFactorStatusSchema,
  }),
  described(startTotp, {
    summary: 'A new TOTP secret to enrol (not active until confirmed).',
    data: () => totpEnrolmentSchema,
  }),
  described(enableTotp, {
    summary:
      'Confirm the TOTP secret with a code and the password; answers 10 recovery codes, shown once.',
    body: accountTotpEnableSchema,
    data: () => recoveryCodesSchema,
  }),
  described(disableTwoFactor, {
    summary: 'Turn two-factor sign-in off (needs the password or a current code).',
    body: twoFactorProofSchema,
  }),
  described(regenerateRecoveryCodes, {
    summary: 'Replace the recovery codes (needs the password or a current code).',
    body: twoFactorProofSchema,
    data: () => recoveryCodesSchema,
  }),
  described(updateTwoFactorPolicy, {
    summary: 'Require two-factor sign-in for every account, or not (owner and admins).',
    body: twoFactorPolicySchema,
    data: () => twoFactorPolicySchema,
  }),
  // Passkeys (issue 14).
  described(listPasskeys, {
    summary: 'The signed-in account’s passkeys: name, when added, when last used.',
    data: () => passkeyListSchema,
  }),
  described(startPasskeyRegistration, {
    summary: 'The options to create a passkey with (its challenge is single use, 5 minutes).',
    data: () => passkeyOptionsSchema,
  }),
  described(addPasskey, {
    summary:
      'Register the passkey the browser created, named, with the password or a current code.',
    body: passkeyAddSchema,
    data: () => passkeySchema,
  }),
  described(renamePasskey, {
    summary: 'Rename one of the account’s passkeys.',
    body: passkeyRenameSchema,
    data: () => passkeySchema,
  }),
  described(removePasskey, {
    summary: 'Remove one of the account’s passkeys (needs the password or a current code).',
    body: passkeyRemoveSchema,
  }),
  described(startPasskeyStep, {
    summary: 'The options to finish a pending sign-in with one of the account’s passkeys.',
    data: () => passkeyOptionsSchema,
  }),
  described(verifyPasskeyStep, {
    summary: 'Finish a pending sign-in with a passkey; starts the session.',
    body: passkeySigninSchema,
    data: () => adminSchema,
  }),
  described(startPasskeySignin, {
    summary: 'The options to sign in with a passkey alone (no e-mail or password).',
    data: () => passkeyOptionsSchema,
  }),
  described(passkeySignin, {
    summary: 'Sign in with a passkey alone; starts the session.',
    body: passkeySigninSchema,
    data: () => adminSchema,
  }),
  described(signOut, {
    summary:
      'End the session (the link of the original contract): only from our own pages or a client that is not a browser; from another site the session stays (403).',
  }),
  described(signOutPost, {
    summary: 'End the session (what the control panel sends).',
  }),
  described(signOutUser, {
    summary: 'End the session (the users route of the original contract).',
  }),
  described(sendPasswordPin, {
    summary: 'E-mail a PIN to reset the password.',
    body: sendPinSchema,
  }),
  described(resetPassword, {
    summary: 'Set a new password with the e-mailed PIN.',
    body: passwordGuestSchema,
  }),
  described(changePassword, {
    summary: 'Change the signed-in admin’s password.',
    body: passwordUserSchema,
  }),
  described(listParcels, {
    summary:
      'Parcels, a page at a time; `search` matches codes and names; `status`, `late`, `created_on` filter; `sort` orders.',
    query: parcelListQuerySchema,
    data: () => pagedSchema(parcelSummarySchema),
  }),
  described(createParcel, {
    summary: 'Create a parcel.',
    body: parcelCreateSchema,
    data: () => parcelSchema,
  }),
  described(updateParcel, {
    summary: 'Change the fields sent (details and map positions).',
    body: parcelPatchSchema,
    data: () => parcelSchema,
  }),
  described(deleteParcel, {
    summary: 'Delete a parcel with its history, image and subscribers.',
    body: parcelDeleteSchema,
  }),
  described(uploadParcelImage, {
    summary: "Replace a parcel's picture (a multipart form with `image`).",
    body: parcelImageSchema,
    data: () => parcelSchema,
  }),
  described(getParcelLabel, {
    summary: "The parcel's shipping label (PDF).",
  }),
  described(getActivity, {
    summary: 'One history entry.',
    data: () => activitySchema,
  }),
  described(createActivity, {
    summary: "Add an entry to a parcel's history (and notify its subscribers when asked).",
    body: activityCreateSchema,
    data: () => activitySchema,
  }),
  described(updateActivity, {
    summary: 'Change the fields sent of a history entry.',
    body: activityPatchSchema,
    data: () => activitySchema,
  }),
  described(deleteActivity, {
    summary: 'Delete a history entry.',
    body: activityDeleteSchema,
  }),
  described(createPage, {
    summary: 'Create a content page.',
    body: pageCreateSchema,
    data: () => pageSchema,
  }),
  described(updatePage, {
    summary: 'Change the fields sent of a content page.',
    body: pagePatchSchema,
    data: () => pageSchema,
  }),
  described(deletePage, {
    summary: 'Delete a content page.',
    body: pageDeleteSchema,
  }),
  described(listStaffReviews, {
    summary: "Every review, pending ratings too, with the rated parcel's code, a page at a time.",
    query: pageQuerySchema,
    data: () => pagedSchema(reviewSchema),
  }),
  described(createReview, {
    summary: 'Add a review (a multipart form with an optional picture).',
    body: reviewCreateSchema,
    data: () => reviewSchema,
  }),
  described(approveReview, {
    summary: 'Approve a pending rating: it shows on the home page.',
    body: reviewApproveSchema,
    data: () => reviewSchema,
  }),
  described(deleteReview, {
    summary: 'Delete a review.',
    body: reviewDeleteSchema,
  }),
  described(getSettings, {
    summary: 'The site settings.',
    data: () => settingsSchema,
  }),
  described(updateSettings, {
    summary: 'Change the settings sent.',
    body: settingsPatchSchema,
    data: () => settingsSchema,
  }),
  described(sendEmail, {
    summary: 'Send an e-mail from the control panel.',
    body: contactSchema,
    data: () => contactAnswerSchema,
  }),
  described(getDashboard, {
    summary: 'The day’s figures: parcels by status, late, created today; failed and queued mail.',
    data: () => dashboardSchema,
  }),
  described(listOutbox, {
    summary: 'Outgoing mail, newest first, a page at a time.',
    query: outboxQuerySchema,
    data: () => pagedSchema(outboxMessageSchema),
  }),
  described(retryOutboxMessage, {
    summary: 'Send a failed message again.',
    body: outboxRetrySchema,
    data: () => outboxMessageSchema,
  }),
  described(listInvoices, {
    summary: 'Invoices, newest first, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(invoiceSchema),
  }),
  described(createInvoice, {
    summary: 'Create an invoice for a parcel.',
    body: invoiceCreateSchema,
    data: () => invoiceSchema,
  }),
  described(getInvoicePdf, {
    summary: 'An invoice as a PDF.',
  }),
  // Audit trail (issue 14): owner and admin (audit.read).
  described(listAudit, {
    summary: 'The audit trail, newest first, a page at a time, filtered by the query.',
    query: auditListQuerySchema,
    data: () => pagedSchema(auditEntrySchema),
  }),
  described(exportAuditCsv, {
    summary: 'The audit rows the filters select, newest first, as a CSV file.',
    query: auditFilterSchema,
  }),
  described(verifyAudit, {
    summary:
      "Checks the audit trail's keyed hash chain against its signed checkpoints: names the first problem (a row edited, rows cut at either end, a checkpoint that does not match).",
    data: () => auditVerificationSchema,
  }),
  described(exportAuditCheckpoint, {
    summary:
      'Owner only: a checkpoint of the chain as it is now (count, head, first), signed with the audit key, as one line of JSON to keep elsewhere.',
    data: () => auditCheckpointExportSchema,
  }),
  described(checkAuditCheckpoint, {
    summary: 'Whether the chain still holds a checkpoint exported before, and the chain check.',
    body: auditCheckpointSchema,
    data: () => auditCheckpointCheckSchema,
  }),
  // Issue 14: roles and staff accounts.
  described(listStaff, {
    summary: 'The members (owner first) and the open invitations.',
    data: () => staffListSchema,
  }),
  described(inviteStaff, {
    summary: 'Invite a new member by e-mail with a role: a single-use link valid 7 days.',
    body: invitationCreateSchema,
    data: () => staffInvitationSchema,
  }),
  described(acceptInvitation, {
    summary:
      "Accept an invitation with the link's token, a name and a password; signs in, or, while two-factor is required, answers its set-up step.",
    body: invitationAcceptSchema,
    data: () => invitationAcceptAnswerSchema,
  }),
  described(revokeInvitation, {
    summary: 'Withdraw an open invitation: its link stops working.',
    body: staffIdSchema,
  }),
  described(updateStaffMember, {
    summary: "Change a member's role, or disable (sessions end at once) or enable it.",
    body: staffPatchSchema,
    data: () => staffMemberSchema,
  }),
  described(handOverOwnership, {
    summary: 'Make another active member the owner; the owner becomes an admin.',
    body: staffIdSchema,
    data: () => staffListSchema,
  }),
  // Staff sessions (issue 14).
  described(listMySessions, {
    summary:
      "The signed-in member's sessions, the most recently seen first; this one is `current`.",
    data: () => sessionListSchema,
  }),
  described(endMySession, {
    summary: 'End one of your sessions at once (your current one signs you out).',
    body: sessionEndSchema,
    data: () => sessionEndedSchema,
  }),
  described(endMyOtherSessions, {
    summary: 'End every session of yours but this one (sign out everywhere else).',
    data: () => sessionsEndedSchema,
  }),
  described(listMemberSessions, {
    summary: "Every member's sessions, or one member's (owner).",
    query: memberSessionsQuerySchema,
    data: () => memberSessionListSchema,
  }),
  described(endMemberSession, {
    summary: "End any member's session at once (owner).",
    body: sessionEndSchema,
    data: () => sessionEndedSchema,
  }),
  // Places by name (issue 16): those who write parcels (parcels.write).
  described(searchPlaces, {
    summary:
      'Places whose name starts with `search` (any case, accents optional), most populous first; at most `limit` (10).',
    query: placeSearchQuerySchema,
    data: () => z.array(placeSchema),
  }),
]);

/** The schemas of an endpoint of the contract. */
export function schemasOf(endpoint: Endpoint): EndpointSchemas {
  const schemas = ENDPOINT_SCHEMAS.get(endpoint);
  if (!schemas) throw new Error(`${endpoint.method} ${endpoint.route} has no schemas`);
  return schemas;
}
