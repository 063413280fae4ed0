import {
  STATUS_STAGES_MAX,
  type ApiResult,
  type ErrorCode,
  type ErrorParams,
  type Problem,
} from '@waybill/shared';
import type { AdminMessageKey } from '../i18n/keys';
import { formatNumber, hasText, t } from '../i18n/i18n';

/** How a field is named on screen: the label its form shows, else its name made readable. */
export type FieldNamer = (field: string) => string;

/** A field's name as a person reads it: "tracking_code" → "Tracking code". */
export function readableFieldName(field: string): string {
  const words = field.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/**
 * The field a code's sentence names by itself (its params do not say it): the problem belongs by
 * that field, and the sentence names it by its label.
 */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  'parcel.id_unknown': 'parcel_id',
  'parcel.code_unknown': 'tracking_code',
  'parcel.code_taken': 'tracking_code',
  'parcel.reference_taken': 'reference',
  'page.slug_taken': 'slug',
  'page.slug_format': 'slug',
  'invoice.currency_format': 'currency',
  'invoice.amount_cents': 'amount',
  'auth.confirmation_mismatch': 'confirm_new_password',
  'auth.signup_confirmation_mismatch': 'confirm_password',
  'auth.pin_format': 'password_token',
  // Two-factor sign-in.
  'twofactor.code_format': 'code',
  'twofactor.recovery_code_format': 'recovery_code',
  'mail.password_required': 'password',
  'image.required': 'image',
  'image.not_an_image': 'image',
  'image.too_many_pixels': 'image',
};

/** The field a problem is about (its params.field, or the one its code names), if any. */
export function problemField(found: Problem): string | undefined {
  const { field } = found.params;
  if (typeof field === 'string' && field) return field;
  return FIELD_OF_CODE[found.code];
}

type Say = (params: ErrorParams, name: FieldNamer, field: string) => string;

const text =
  (key: AdminMessageKey): Say =>
  () =>
    t(key);

/** A sentence naming the problem's field, with its values (numbers in the staff's digits). */
const aboutField =
  (key: AdminMessageKey): Say =>
  (params, name, field) =>
    t(key, { ...localNumbers(params), field: name(field) });

/**
 * A sentence naming the problem's field with a count (a limit): the values as they came (numbers),
 * which the message's plural both chooses its words by and writes in the staff's digits.
 */
const aboutFieldCount =
  (key: AdminMessageKey): Say =>
  (params, name, field) =>
    t(key, { ...params, field: name(field) });

const raw =
  (key: AdminMessageKey): Say =>
  (params) =>
    t(key, params);

const EXPECTED: Record<string, AdminMessageKey> = {
  string: 'problems.expected.string',
  number: 'problems.expected.number',
  boolean: 'problems.expected.boolean',
  object: 'problems.expected.object',
  array: 'problems.expected.array',
  date: 'problems.expected.date',
  file: 'problems.expected.file',
};

/** Every code of the contract in the staff's language (tsc fails when a code is left out). */
const SAY: Record<ErrorCode, Say> = {
  'parcel.not_found': text('problems.no_data_found'),
  'activity.not_found': text('problems.no_data_found'),
  'subscriber.not_found': text('problems.no_data_found'),
  'page.not_found': text('problems.not_found'),
  'review.not_found': text('problems.not_found'),
  'invoice.not_found': text('problems.not_found'),
  'outbox.not_found': text('problems.not_found'),
  'message.not_found': text('problems.not_found'),
  'job.not_found': text('problems.not_found'),
  'webhook.not_found': text('problems.not_found'),
  'bulk.not_found': text('problems.not_found'),
  'view.not_found': text('problems.not_found'),
  // Many parcels at once.
  'bulk.too_many': raw('bulk.problem.too_many'),
  'bulk.empty': text('bulk.problem.empty'),
  'bulk.unknown_parcels': raw('bulk.problem.unknown_parcels'),
  'bulk.parcels_gone': raw('bulk.problem.parcels_gone'),
  'view.name_taken': raw('bulk.problem.view_name_taken'),
  'view.too_many': raw('bulk.problem.view_too_many'),
  // Webhook addresses (docs/webhooks.md, "Safe outgoing calls").
  'webhook.url_invalid': text('problems.webhook.url_invalid'),
  'webhook.url_https': text('problems.webhook.url_https'),
  'webhook.url_credentials': text('problems.webhook.url_credentials'),
  'webhook.url_address': text('problems.webhook.url_address'),
  'webhook.url_unresolved': text('problems.webhook.url_unresolved'),
  'webhook.too_many': text('problems.webhook.too_many'),
  'route.not_found': raw('problems.route.not_found'),
  'proof.not_found': text('problems.proof.not_found'),
  // Couriers' runs and the sync of their phones' actions (docs/product.md §4.12).
  'run.not_a_courier': text('problems.run.not_a_courier'),
  'run.codes_repeated': raw('problems.run.codes_repeated'),
  'run.order_mismatch': text('problems.run.order_mismatch'),
  'run.not_on_run': raw('problems.run.not_on_run'),
  'run.codes_or_selection': text('problems.run.codes_or_selection'),
  'run.too_many': raw('problems.run.too_many'),
  'run.parcel_over': raw('problems.run.parcel_over'),
  'courier.not_on_run': raw('problems.courier.not_on_run'),
  'courier.on_other_run': raw('problems.courier.on_other_run'),
  'courier.parcel_over': raw('problems.courier.parcel_over'),
  'courier.id_reused': text('problems.courier.id_reused'),
  'courier.handover_code_required': text('problems.courier.handover_code_required'),
  'courier.handover_code_wrong': raw('problems.courier.handover_code_wrong'),
  'courier.handover_locked': text('problems.courier.handover_locked'),
  'courier.handover_not_sent': text('problems.courier.handover_not_sent'),
  'courier.upload_unknown': text('problems.courier.upload_unknown'),
  'courier.upload_used': text('problems.courier.upload_used'),
  'courier.too_far_ahead': text('problems.courier.too_far_ahead'),
  'handover.not_required': text('problems.handover.not_required'),
  'handover.no_recipient_email': text('problems.handover.no_recipient_email'),
  // Parcels from a spreadsheet: said in the import screen's own area (i18n/en/imports.json).
  'import.not_found': text('problems.not_found'),
  'import.file_required': text('imports.problem.file_required'),
  'import.file_type': text('imports.problem.file_type'),
  'import.file_unreadable': raw('imports.problem.file_unreadable'),
  'import.unpacked_too_large': raw('imports.problem.unpacked_too_large'),
  'import.too_many_rows': raw('imports.problem.too_many_rows'),
  'import.too_many_columns': raw('imports.problem.too_many_columns'),
  'import.no_rows': text('imports.problem.no_rows'),
  'import.header_blank': raw('imports.problem.header_blank'),
  'import.header_repeated': raw('imports.problem.header_repeated'),
  'import.reference_unmapped': text('imports.problem.reference_unmapped'),
  'import.column_unknown': raw('imports.problem.column_unknown'),
  'import.state': text('imports.problem.state'),
  'import.has_problems': raw('imports.problem.has_problems'),
  'import.reference_repeated': (params, name, field) =>
    t('imports.problem.reference_repeated', { field: name(field), row: params.row ?? '' }),
  'import.formula': aboutField('imports.problem.formula'),

  'parcel.id_unknown': (params, name, field) =>
    t('problems.parcel.id_unknown', { id: params.id ?? '', field: name(field) }),
  'parcel.code_unknown': aboutField('problems.parcel.code_unknown'),
  'parcel.code_taken': aboutField('problems.parcel.code_taken'),
  'parcel.date_order': text('problems.parcel.date_order'),
  'page.slug_taken': aboutField('problems.page.slug_taken'),
  'page.slug_format': aboutField('problems.page.slug_format'),
  'invoice.currency_format': aboutField('problems.invoice.currency_format'),
  'invoice.amount_cents': aboutField('problems.invoice.amount_cents'),
  'page.busy': text('problems.page.busy'),
  'outbox.already_sent': text('problems.outbox.already_sent'),
  'activity.not_newest': text('activities.problem.not_newest'),
  'activity.nothing_to_restore': text('activities.problem.nothing_to_restore'),
  // The background jobs' own texts stay in their area (i18n/en/jobs.ts).
  'job.not_failed': text('jobs.problem.notFailed'),
  'job.already_waiting': text('jobs.problem.alreadyWaiting'),
  'rating.not_delivered': text('problems.rating.not_delivered'),
  // API keys and idempotent calls: what a shop's system meets, said here when staff try a call.
  'apikey.invalid': text('problems.apikey.invalid'),
  'apikey.not_allowed': text('problems.apikey.not_allowed'),
  'apikey.scope': raw('problems.apikey.scope'),
  'apikey.not_found': text('problems.apikey.not_found'),
  'idempotency.key_format': text('problems.idempotency.key_format'),
  'idempotency.key_reused': text('problems.idempotency.key_reused'),
  'idempotency.in_progress': text('problems.idempotency.in_progress'),
  'idempotency.answer_lost': text('problems.idempotency.answer_lost'),
  'parcel.reference_taken': aboutField('problems.parcel.reference_taken'),
  'parcel.not_cancellable': text('problems.parcel.not_cancellable'),
  'rating.already_given': text('problems.rating.already_given'),
  'tracking.wrong_answer': text('problems.tracking.wrong_answer'),
  'tracking.cannot_unlock': text('problems.tracking.cannot_unlock'),
  // A recipient's delivery preferences (docs/product.md §2.3d).
  'preference.not_offered': text('problems.preference.not_offered'),
  'preference.cutoff': (params) =>
    t('problems.preference.cutoff', { cutoff: String(params.cutoff ?? '') }),
  'preference.out_for_delivery': text('problems.preference.out_for_delivery'),
  'preference.closed': text('problems.preference.closed'),
  'preference.day_outside': (params) =>
    t('problems.preference.day_outside', {
      first: String(params.first ?? ''),
      last: String(params.last ?? ''),
    }),
  'address.country': aboutField('problems.address.country'),
  'address.phone': aboutField('problems.address.phone'),
  // Audit trail.
  'audit.date_order': text('problems.audit.date_order'),
  'audit.checkpoint_signature': text('problems.audit.checkpoint_signature'),

  'auth.signed_out': text('problems.auth.signed_out'),
  'auth.admin_exists': text('problems.auth.admin_exists'),
  'auth.wrong_credentials': text('problems.auth.wrong_credentials'),
  'auth.wrong_current_password': text('problems.auth.wrong_current_password'),
  'auth.wrong_pin': text('problems.auth.wrong_pin'),
  'auth.confirmation_mismatch': (_params, name, field) =>
    t('problems.auth.confirmation_mismatch', { field: name(field), other: name('new_password') }),
  'auth.signup_confirmation_mismatch': (_params, name, field) =>
    t('problems.auth.confirmation_mismatch', { field: name(field), other: name('password') }),
  'auth.pin_format': aboutField('problems.auth.pin_format'),
  'auth.setup_token': text('problems.auth.setup_token'),
  // Roles and staff accounts.
  'auth.forbidden': text('problems.auth.forbidden'),
  'staff.not_found': text('problems.staff.not_found'),
  'staff.email_taken': text('problems.staff.email_taken'),
  'staff.already_invited': text('problems.staff.already_invited'),
  'staff.owner_locked': text('problems.staff.owner_locked'),
  'staff.handover_target': text('problems.staff.handover_target'),
  'staff.invitation_not_found': text('problems.staff.invitation_not_found'),
  'staff.invitation_unknown': text('problems.staff.invitation_unknown'),
  'staff.invitation_expired': text('problems.staff.invitation_expired'),
  'staff.invitation_used': text('problems.staff.invitation_used'),
  'staff.invitation_link_sent': text('problems.staff.invitation_link_sent'),
  'staff.invitation_revoked': text('problems.staff.invitation_revoked'),
  // Staff sessions.
  'session.not_found': text('problems.session.not_found'),
  // Two-factor sign-in.
  'twofactor.code_format': aboutField('problems.twofactor.code_format'),
  'twofactor.recovery_code_format': aboutField('problems.twofactor.recovery_code_format'),
  'twofactor.code_or_recovery_code': text('problems.twofactor.code_or_recovery_code'),
  'twofactor.password_or_code': text('problems.twofactor.password_or_code'),
  'twofactor.wrong_code': text('problems.twofactor.wrong_code'),
  'twofactor.no_pending_signin': text('problems.twofactor.no_pending_signin'),
  'twofactor.not_enrolling': text('problems.twofactor.not_enrolling'),
  'twofactor.already_enabled': text('problems.twofactor.already_enabled'),
  'twofactor.not_enabled': text('problems.twofactor.not_enabled'),
  'twofactor.required': text('problems.twofactor.required'),
  'twofactor.enable_own_first': text('problems.twofactor.enable_own_first'),
  'twofactor.setup_required': text('problems.twofactor.setup_required'),
  // Passkeys.
  'passkey.not_accepted': text('problems.passkey.not_accepted'),
  'passkey.challenge_expired': text('problems.passkey.challenge_expired'),
  'passkey.not_found': text('problems.passkey.not_found'),
  'passkey.already_registered': text('problems.passkey.already_registered'),
  'passkey.too_many': aboutFieldCount('problems.passkey.too_many'),
  'passkey.cancelled': text('problems.passkey.cancelled'),

  // The status mapping of Settings.
  'settings.too_many_statuses': (_params, name, field) =>
    t('stages.problem.too_many', { field: name(field), max: STATUS_STAGES_MAX }),
  'settings.status_repeated': aboutField('stages.problem.repeated'),
  'settings.public_url_origin': aboutField('problems.settings.public_url_origin'),
  'settings.cutoff_format': aboutField('problems.settings.cutoff_format'),
  'rate.too_many': (params) => t('problems.rate.too_many', { minutes: Number(params.minutes) }),

  'mail.password_required': aboutField('problems.mail.password_required'),
  'mail.server_unnamed': text('problems.mail.server_unnamed'),
  'mail.login_refused': raw('problems.mail.login_refused'),
  'mail.unreachable': raw('problems.mail.unreachable'),
  'mail.public_url_required': text('problems.mail.public_url_required'),
  'mail.not_configured': text('problems.mail.not_configured'),
  'mail.connection_refused': raw('problems.mail.connection_refused'),
  'mail.tls_failed': raw('problems.mail.tls_failed'),
  'mail.server_said': raw('problems.mail.server_said'),

  'image.required': aboutField('problems.image.required'),
  'image.not_an_image': aboutField('problems.image.not_an_image'),
  'image.too_many_pixels': aboutField('problems.image.too_many_pixels'),
  'form.incomplete': text('problems.form.incomplete'),
  'form.file_too_large': aboutField('problems.form.file_too_large'),
  'form.field_too_large': aboutField('problems.form.field_too_large'),
  'form.one_picture': text('problems.form.one_picture'),
  'form.no_files': text('problems.form.no_files'),
  'form.unreadable': raw('problems.form.unreadable'),

  'request.invalid_json': text('problems.request.invalid_json'),
  'request.too_large': text('problems.request.too_large'),
  'request.bad_encoding': text('problems.request.bad_encoding'),
  // The reason is the framework's own sentence: said as it came.
  'request.unreadable': (params) => String(params.reason ?? ''),
  'request.nul_in_address': text('problems.request.nul_in_address'),
  'request.cross_site': text('problems.request.cross_site'),
  'request.headers_too_large': text('problems.request.headers_too_large'),
  'request.malformed': text('problems.request.malformed'),
  'request.timeout': text('problems.request.timeout'),
  'request.content_type': text('problems.request.content_type'),
  'request.refused': (params) => String(params.reason ?? ''),

  'server.internal': text('problems.server.internal'),
  'database.unreachable': text('problems.database.unreachable'),
  'server.not_ready': text('problems.server.not_ready'),
  'server.busy': (params) => t('problems.server.busy', { seconds: Number(params.seconds) }),
  // Places by name.
  'places.unavailable': text('problems.places.unavailable'),
  'places.geocoder_failed': text('problems.places.geocoder_failed'),
  // Data requests.
  'privacy.person_required': text('problems.privacy.person_required'),
  'privacy.confirm_required': text('problems.privacy.confirm_required'),
  // Uploaded pictures in a bucket.
  'storage.unreachable': text('problems.storage.unreachable'),
  'client.invalid_json': text('problems.client.invalid_json'),

  'field.required': aboutField('problems.field.required'),
  'field.type': (params, name, field) => {
    const expected = String(params.expected ?? '');
    const key = Object.hasOwn(EXPECTED, expected) ? EXPECTED[expected] : undefined;
    return t('problems.field.type', { field: name(field), expected: key ? t(key) : expected });
  },
  'field.integer': aboutField('problems.field.integer'),
  'field.too_short': aboutFieldCount('problems.field.too_short'),
  'field.too_long': aboutFieldCount('problems.field.too_long'),
  'field.min': aboutField('problems.field.min'),
  'field.greater_than': aboutField('problems.field.greater_than'),
  'field.max': aboutField('problems.field.max'),
  'field.less_than': aboutField('problems.field.less_than'),
  'field.email': aboutField('problems.field.email'),
  'field.date': aboutField('problems.field.date'),
  'field.format': aboutField('problems.field.format'),
  'field.one_of': aboutField('problems.field.one_of'),
  // Unknown fields are not on any form: they keep the names the request used.
  'field.unknown': (params) =>
    t('problems.field.unknown', { count: Number(params.count), fields: params.fields ?? '' }),
  'field.nul': aboutField('problems.field.nul'),
  'field.invalid': aboutField('problems.field.invalid'),
  'body.nothing_to_change': text('problems.body.nothing_to_change'),
};

function localNumber(value: string | number | undefined): string {
  return typeof value === 'number' ? formatNumber(value) : String(value ?? '');
}

/** The numeric values of a sentence (limits, counts) in the staff's digits. */
function localNumbers(params: ErrorParams): ErrorParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, localNumber(value)]),
  );
}

/** A text of the problems' area, which says whether that area is loaded (i18n.ts). */
const A_PROBLEM_TEXT: AdminMessageKey = 'problems.auth.wrong_credentials';

/**
 * The one place a problem becomes text on screen: by its code and values, never by reading the
 * server's sentence, in the staff's language. Fields are named by `name` (a form passes the
 * labels it shows); elsewhere by their names made readable.
 */
export function describeProblem(found: Problem, name: FieldNamer = readableFieldName): string {
  // A code this build does not know (from a newer server) is said by the server's own sentence;
  // so is any problem while the problems' texts are not loaded (they could not be fetched).
  const say =
    Object.hasOwn(SAY, found.code) && hasText(A_PROBLEM_TEXT) ? SAY[found.code] : undefined;
  return say ? say(found.params, name, problemField(found) ?? 'value') : found.message;
}

/** The first problem's text, for the places that show one line (a toast, a callout). */
export function firstProblemText(problems: readonly Problem[]): string {
  return problems[0] ? describeProblem(problems[0]) : '';
}

/**
 * What a screen says about a record that is not there (docs/product.md §8). A function: the text
 * is in the language started after the modules load.
 */
export function notFoundText(): string {
  return describeProblem({ code: 'page.not_found', params: {}, message: 'Not Found' });
}

/** What a list says when it has no rows, like the API for a parcel it does not know. */
export function noDataText(): string {
  return describeProblem({ code: 'parcel.not_found', params: {}, message: 'No Data Found' });
}

/**
 * A call refused before an answer, or answered without one: the contract's `problem()` would
 * write the same (the reason is its sentence) but brings the table of every sentence
 * (shared/src/errors.ts) into the first load.
 */
function refused(reason: string): Problem {
  return { code: 'request.refused', params: { reason }, message: reason };
}

/**
 * A call the API answered with an error (or that never got an answer): what the query and mutation
 * hooks throw, so TanStack Query sees a failure. It keeps the whole result.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly problems: Problem[];

  constructor(readonly result: ApiResult<unknown>) {
    const problems =
      result.problems.length > 0
        ? result.problems
        : // An error status without errors (e.g. a proxy's answer): its message, as written.
          [refused(result.message || `HTTP ${result.status}`)];
    super(firstProblemText(problems));
    this.name = 'ApiFailure';
    this.status = result.status;
    this.problems = problems;
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** True when the API answered success: a 2xx status and no errors. */
export function succeeded<T>(result: ApiResult<T>): boolean {
  return result.errors.length === 0 && result.status >= 200 && result.status < 300;
}

/** The problems of any failure a hook reports (something other than an API answer included). */
export function problemsOf(error: unknown): Problem[] {
  if (error instanceof ApiFailure) return error.problems;
  const reason = error instanceof Error ? error.message : String(error);
  return [refused(reason)];
}
