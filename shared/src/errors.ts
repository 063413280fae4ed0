/**
 * Every error the API (or the client, for a failed call) can report, each under a stable code.
 * The envelope carries the English sentence in `errors` (what a person or a script reads) and, at
 * the same index, the code in `error_codes` and its values in `error_params`; the apps translate
 * by code and its values, never by matching the sentence. Add a new error here first: the code,
 * its values and its English sentence, written once (docs/architecture.md §5.1).
 */

import { INVALID_JSON } from './client.js';
import { STATUS_STAGES_MAX } from './stages.js';

/** The values an error sentence is built from (a field name, a limit, minutes to wait…). */
export type ErrorParams = Record<string, string | number>;

const sentence =
  <P extends ErrorParams = Record<never, never>>(write: (params: P) => string) =>
  (params: P) =>
    write(params);

/** The two sentences of a record that is not there (docs/product.md §6.4). */
const noDataFound = sentence(() => 'No Data Found');
const notFound = sentence(() => 'Not Found');

export const ERROR_SENTENCES = {
  // Records that are not there. Tracking and history say "No Data Found", pages "Not Found"
  // (docs/product.md §6.4).
  'parcel.not_found': noDataFound,
  'activity.not_found': noDataFound,
  'subscriber.not_found': noDataFound,
  'page.not_found': notFound,
  'review.not_found': notFound,
  'invoice.not_found': notFound,
  'outbox.not_found': notFound,
  'message.not_found': notFound,
  'job.not_found': notFound,
  'webhook.not_found': notFound,
  'proof.not_found': sentence(() => 'This parcel has no proof of delivery'),
  'bulk.not_found': notFound,
  'view.not_found': notFound,
  'route.not_found': sentence<{ method: string; path: string }>(
    ({ method, path }) => `Cannot ${method} ${path}`,
  ),

  // References and uniqueness.
  'parcel.id_unknown': sentence<{ id: number }>(
    ({ id }) => `parcel_id ${id} does not match any parcel`,
  ),
  'parcel.code_unknown': sentence<{ code: string }>(
    ({ code }) => `tracking_code "${code}" does not match any parcel`,
  ),
  'parcel.code_taken': sentence<{ code: string }>(
    ({ code }) => `tracking_code "${code}" is already used by another parcel`,
  ),
  'parcel.date_order': sentence(() => 'created_to must not be before created_from'),
  'page.slug_taken': sentence<{ slug: string }>(
    ({ slug }) => `slug "${slug}" is already used by another page`,
  ),
  'page.slug_format': sentence(() => 'slug must contain only lowercase letters, digits and dashes'),
  'invoice.currency_format': sentence(() => 'currency must be a 3-letter code'),
  'invoice.amount_cents': sentence(() => 'amount must have at most 2 decimal places'),
  'page.busy': sentence(() => 'A page with this title is being created right now; try again'),
  'activity.not_newest': sentence(
    () => 'Only the newest history entry can put the parcel back where it was',
  ),
  'activity.nothing_to_restore': sentence(
    () => 'This history entry did not move the parcel, so there is nowhere to put it back',
  ),
  // Webhook addresses (docs/webhooks.md, "Safe outgoing calls").
  'webhook.url_invalid': sentence(() => 'url must be an absolute https:// address'),
  'webhook.url_https': sentence(() => 'url must start with https://'),
  'webhook.url_credentials': sentence(() => 'url must not contain a user name or password'),
  'webhook.url_address': sentence<{ kind: string }>(
    ({ kind }) => `url points to a ${kind.replace('_', '-')} address, which webhooks may not call`,
  ),
  'webhook.url_unresolved': sentence(() => 'url names a host that could not be found'),
  'webhook.too_many': sentence<{ max: number }>(
    ({ max }) => `At most ${max} webhook endpoints can be set`,
  ),
  // Many parcels at once (docs/product.md §4.17).
  'bulk.too_many': sentence<{ max: number }>(
    ({ max }) => `A selection may hold at most ${max} parcels: narrow the filter`,
  ),
  'bulk.empty': sentence(() => 'No parcel is selected'),
  'bulk.unknown_parcels': sentence<{ count: number; ids: string }>(
    ({ count, ids }) => `${count} of the selected parcels do not exist: ${ids}`,
  ),
  'bulk.parcels_gone': sentence<{ count: number }>(
    ({ count }) => `${count} of the selected parcels were deleted meanwhile; nothing was changed`,
  ),
  'view.name_taken': sentence<{ name: string }>(
    ({ name }) => `You already have a view named ${name}`,
  ),
  'view.too_many': sentence<{ max: number }>(({ max }) => `At most ${max} views can be saved`),
  'outbox.already_sent': sentence(() => 'This message has already been sent'),
  'job.not_failed': sentence(() => 'Only a failed job can be run again'),
  'job.already_waiting': sentence(
    () => 'Another run of this job is already waiting: it was not queued twice',
  ),
  // Visitors' ratings (docs/product.md §2.3c).
  'rating.not_delivered': sentence(() => 'This parcel can be rated once it has been delivered'),
  'rating.already_given': sentence(() => 'This parcel has already been rated'),
  // Tracking privacy: the fact that shows the recipient's details.
  'tracking.wrong_answer': sentence(
    () => 'That is not the recipient’s e-mail or the last 4 digits of their phone number',
  ),
  // Delivery preferences (docs/product.md §2.3d).
  'preference.not_offered': sentence(() => 'This delivery option is not offered'),
  'preference.cutoff': sentence<{ cutoff: string }>(
    ({ cutoff }) =>
      `Too late to change today's delivery: choices for a parcel due today close at ${cutoff}`,
  ),
  'preference.out_for_delivery': sentence(
    () => 'The parcel is already out for delivery: its delivery can no longer be changed',
  ),
  'preference.closed': sentence(() => 'This parcel’s journey is over: nothing can be changed'),
  'preference.day_outside': sentence<{ first: string; last: string }>(
    ({ first, last }) => `Choose a day from ${first} to ${last}`,
  ),
  'tracking.cannot_unlock': sentence(
    () => 'This parcel has no recipient e-mail or phone number to check: ask the sender',
  ),

  // Couriers on the road (docs/product.md §4.12): runs, the sync of a phone's actions.
  'run.not_a_courier': sentence<{ id: number }>(
    ({ id }) => `courier_id ${id} is not an active member whose role is courier`,
  ),
  'run.codes_repeated': sentence<{ code: string }>(
    ({ code }) => `codes names ${code} more than once`,
  ),
  'run.order_mismatch': sentence(
    () => 'codes must name every parcel of the run, each once, and no other',
  ),
  'run.not_on_run': sentence<{ code: string }>(({ code }) => `${code} is not on this run`),
  'run.codes_or_selection': sentence(() => 'Send either codes or selection (one of them)'),
  'run.too_many': sentence<{ max: number }>(
    ({ max }) => `A run takes at most ${max} parcels at once: select fewer`,
  ),
  'run.parcel_over': sentence<{ code: string; stage: string }>(
    ({ code, stage }) => `${code} is ${stage}: its journey is over`,
  ),
  'courier.not_on_run': sentence<{ code: string }>(
    ({ code }) => `${code} is not on your run: scan it to add it first`,
  ),
  'courier.on_other_run': sentence<{ code: string }>(
    ({ code }) => `${code} is on another courier’s run today: ask the dispatcher`,
  ),
  'courier.parcel_over': sentence<{ code: string; stage: string }>(
    ({ code, stage }) => `${code} is ${stage} meanwhile: this action was not applied`,
  ),
  'courier.id_reused': sentence(
    () => 'This action id was already used for another action: make a new id',
  ),
  'courier.handover_code_required': sentence(
    () => 'This parcel needs the handover code the recipient received by e-mail',
  ),
  'courier.handover_code_wrong': sentence<{ tries_left: number }>(({ tries_left }) =>
    tries_left === 1
      ? 'The handover code is wrong: 1 try is left before the parcel is locked'
      : `The handover code is wrong: ${tries_left} tries are left before the parcel is locked`,
  ),
  'courier.handover_locked': sentence(
    () => 'Too many wrong handover codes: a dispatcher must unlock this parcel',
  ),
  'courier.handover_not_sent': sentence(
    () => 'No handover code was sent for this parcel yet: mark it out for delivery first',
  ),
  'courier.upload_unknown': sentence<{ field: string }>(
    ({ field }) => `${field} does not name a picture you uploaded`,
  ),
  'courier.upload_used': sentence<{ field: string }>(
    ({ field }) => `${field} names a picture already used for another delivery`,
  ),
  'courier.too_far_ahead': sentence(
    () => 'done_at is later than the server’s clock allows: check the phone’s time',
  ),
  'handover.not_required': sentence(() => 'This parcel does not ask for a handover code'),
  'handover.no_recipient_email': sentence(
    () => 'This parcel has no recipient e-mail to send a handover code to',
  ),

  // Signing in and accounts.
  'auth.signed_out': sentence(() => 'You must be signed in as an admin to do this'),
  'auth.admin_exists': sentence(() => 'An admin account already exists. Sign in instead.'),
  'auth.wrong_credentials': sentence(() => 'The e-mail or password is incorrect'),
  'auth.wrong_current_password': sentence(() => 'The current password is incorrect'),
  'auth.wrong_pin': sentence(
    () => 'The PIN is wrong or has expired. Check the e-mail, or ask for a new PIN.',
  ),
  'auth.confirmation_mismatch': sentence(() => 'confirm_new_password must match new_password'),
  'auth.signup_confirmation_mismatch': sentence(() => 'confirm_password must match password'),
  'auth.pin_format': sentence(() => 'password_token must be the 6-digit PIN from the e-mail'),
  'auth.setup_token': sentence(
    () =>
      'Creating the first admin from another machine needs the sign-up link the server printed at start',
  ),

  // Audit trail.
  'audit.date_order': sentence(() => 'to must not be before from'),
  'audit.checkpoint_signature': sentence(
    () =>
      'This checkpoint is not signed with this server’s audit key: it was altered, or comes from another server',
  ),
  // Roles and staff accounts.
  'auth.forbidden': sentence(() => 'Your role does not allow this'),
  'staff.not_found': sentence(() => 'No member with this id'),
  'staff.email_taken': sentence(() => 'This e-mail already belongs to a member'),
  'staff.already_invited': sentence(() => 'This e-mail already has a pending invitation'),
  'staff.owner_locked': sentence(
    () => 'The owner cannot be disabled or given another role: hand over ownership first',
  ),
  'staff.handover_target': sentence(
    () => 'Ownership can only be handed over to another active member',
  ),
  'staff.invitation_not_found': sentence(() => 'No pending invitation with this id'),
  'staff.invitation_unknown': sentence(() => 'This invitation link is not valid'),
  'staff.invitation_expired': sentence(
    () => 'This invitation has expired: ask the owner for a new one',
  ),
  'staff.invitation_used': sentence(() => 'This invitation has already been used'),
  'staff.invitation_link_sent': sentence(
    () =>
      'The invitation was e-mailed and its link is no longer kept: withdraw it and invite again for a new link',
  ),
  'staff.invitation_revoked': sentence(() => 'This invitation was withdrawn by the owner'),
  // Staff sessions: unknown, ended, or another member's (the same answer).
  'session.not_found': sentence(() => 'No session with this id'),
  // Two-factor sign-in.
  'twofactor.code_format': sentence(
    () => 'code must be the 6-digit code from the authenticator app',
  ),
  'twofactor.recovery_code_format': sentence(
    () => 'recovery_code must be one of the 10-character recovery codes',
  ),
  'twofactor.code_or_recovery_code': sentence(
    () => 'Send either code or recovery_code (one of them)',
  ),
  'twofactor.password_or_code': sentence(() => 'Send either password or code (one of them)'),
  'twofactor.wrong_code': sentence(() => 'The code is wrong or has already been used'),
  'twofactor.no_pending_signin': sentence(
    () => 'There is no sign-in waiting for a second step, or it has expired. Sign in again.',
  ),
  'twofactor.not_enrolling': sentence(
    () => 'Start the two-factor set-up first: there is no new secret to confirm',
  ),
  // The owner requires two-factor sign-in and this signed-in account has no second factor yet.
  'twofactor.setup_required': sentence(() => 'Two-factor sign-in is required: set it up to go on'),
  'twofactor.already_enabled': sentence(() => 'Two-factor sign-in is already on for this account'),
  'twofactor.not_enabled': sentence(() => 'Two-factor sign-in is not on for this account'),
  'twofactor.required': sentence(
    () => 'Two-factor sign-in is required for every account: it cannot be turned off',
  ),
  'twofactor.enable_own_first': sentence(
    () => 'Turn on two-factor sign-in for your own account before requiring it for everyone',
  ),
  // Passkeys.
  'passkey.not_accepted': sentence(
    () => 'The passkey was not accepted. Try again, or sign in another way.',
  ),
  'passkey.challenge_expired': sentence(
    () => 'The passkey request has expired or was already used. Start again.',
  ),
  'passkey.not_found': sentence(() => 'No passkey with this id on your account'),
  'passkey.already_registered': sentence(() => 'This passkey is already registered'),
  // Said by the control panel itself when the browser's ceremony did not finish.
  'passkey.cancelled': sentence(
    () => 'The passkey request was cancelled or timed out, or this device has no matching passkey',
  ),
  'passkey.too_many': sentence<{ max: number }>(
    ({ max }) => `An account can have at most ${max} passkeys: remove one first`,
  ),

  // The status mapping of Settings (docs/product.md §4.7).
  'settings.too_many_statuses': sentence<{ field: string }>(
    ({ field }) => `${field} can hold at most ${STATUS_STAGES_MAX} statuses`,
  ),
  'settings.status_repeated': sentence<{ field: string }>(
    ({ field }) => `${field} repeats a status already in the list`,
  ),
  // The public address kept in settings (docs/product.md §4.3).
  'settings.cutoff_format': sentence<{ field: string }>(
    ({ field }) => `${field} must be a time of day (HH:MM)`,
  ),
  'settings.public_url_origin': sentence<{ field: string }>(
    ({ field }) =>
      `${field} must be the site's http or https address alone, e.g. https://courier.example.com (no path, query or password)`,
  ),

  // API keys and idempotent calls (docs/api.md).
  'apikey.invalid': sentence(() => 'The API key is not valid: it is unknown, expired or revoked'),
  'apikey.not_allowed': sentence(() => 'This call is not open to API keys'),
  'apikey.scope': sentence<{ scope: string }>(
    ({ scope }) => `The API key does not have the scope ${scope}`,
  ),
  'apikey.not_found': sentence(() => 'No API key with this id'),
  'idempotency.key_format': sentence(
    () => 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  ),
  'idempotency.key_reused': sentence(
    () => 'This Idempotency-Key was already used with another request',
  ),
  'idempotency.in_progress': sentence(
    () => 'A request with this Idempotency-Key is still being processed; try again shortly',
  ),
  'idempotency.answer_lost': sentence(
    () =>
      'The request with this Idempotency-Key was carried out, but its answer was lost; look up the result instead of sending it again',
  ),
  'parcel.reference_taken': sentence<{ reference: string }>(
    ({ reference }) => `reference "${reference}" is already used by another parcel`,
  ),
  'parcel.not_cancellable': sentence<{ stage: string }>(
    ({ stage }) => `A parcel that is ${stage} can no longer be cancelled`,
  ),

  // Limits.
  'rate.too_many': sentence<{ minutes: number }>(
    ({ minutes }) =>
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  ),

  // Mail.
  'mail.password_required': sentence(() => 'password is required when the mail driver is smtp'),
  'mail.server_unnamed': sentence(
    () =>
      'The smtp mail driver needs MAIL_URL to name the mail server, e.g. smtp://mail.example.com:587',
  ),
  'mail.login_refused': sentence<{ user: string }>(
    ({ user }) => `The mail server refused the login for ${user}: check the password`,
  ),
  'mail.unreachable': sentence<{ reason: string }>(
    ({ reason }) => `The mail server could not be reached: ${reason}`,
  ),
  'mail.not_configured': sentence(
    () => 'No mail server is set: set one in Mail Settings (or MAIL_URL) first',
  ),
  'mail.connection_refused': sentence<{ server: string }>(
    ({ server }) =>
      `The mail server ${server} refused the connection: check the host and port, and that it is running`,
  ),
  'mail.tls_failed': sentence<{ reason: string }>(
    ({ reason }) => `The secure connection to the mail server failed: ${reason}`,
  ),
  'mail.server_said': sentence<{ reason: string }>(
    ({ reason }) => `The mail server did not accept the message: ${reason}`,
  ),
  'mail.public_url_required': sentence(
    () =>
      "The site's public address must be set (in Settings, or PUBLIC_URL), e.g. https://courier.example.com: without it this request's address cannot be trusted for a link in an e-mail, so nothing was sent",
  ),

  // Files and forms.
  'image.required': sentence(() => 'image is required'),
  'image.not_an_image': sentence(() => 'image must be a .jpg, .jpeg or .png picture'),
  'image.too_many_pixels': sentence<{ max: string }>(({ max }) => `image must be at most ${max}`),
  'form.incomplete': sentence(() => 'The form could not be read: send a complete multipart form'),
  'form.file_too_large': sentence<{ field: string; max: string }>(
    ({ field, max }) => `${field} must be at most ${max}`,
  ),
  'form.field_too_large': sentence<{ field: string }>(({ field }) => `${field} is too long`),
  'form.one_picture': sentence(() => 'Send one picture, in the field image'),
  'form.no_files': sentence(() => 'This form takes no files'),
  'form.unreadable': sentence<{ reason: string }>(
    ({ reason }) => `The form could not be read: ${reason}`,
  ),

  // Parcels from a spreadsheet (docs/product.md §4.4c).
  'import.not_found': notFound,
  'import.file_required': sentence(() => 'file is required'),
  'import.file_type': sentence(() => 'file must be a .csv or .xlsx spreadsheet'),
  'import.file_unreadable': sentence<{ format: string }>(
    ({ format }) => `file could not be read as ${format}`,
  ),
  'import.unpacked_too_large': sentence<{ max: string }>(
    ({ max }) => `file unpacks to more than ${max}`,
  ),
  'import.too_many_rows': sentence<{ max: number }>(
    ({ max }) => `file must hold at most ${max} rows`,
  ),
  'import.too_many_columns': sentence<{ max: number }>(
    ({ max }) => `file must hold at most ${max} columns`,
  ),
  'import.no_rows': sentence(() => 'file holds no rows under its header row'),
  'import.header_blank': sentence<{ column: number }>(
    ({ column }) => `column ${column} of the header row is empty`,
  ),
  'import.header_repeated': sentence<{ header: string }>(
    ({ header }) => `the header "${header}" is written twice`,
  ),
  'import.reference_unmapped': sentence(() => 'reference must be mapped to a column'),
  'import.column_unknown': sentence<{ column: string }>(
    ({ column }) => `the file has no column "${column}"`,
  ),
  'import.state': sentence<{ state: string }>(
    ({ state }) => `The import is ${state}: this step cannot run now`,
  ),
  'import.has_problems': sentence<{ count: number }>(
    ({ count }) => `All or nothing: ${count} rows have problems, so nothing can be imported`,
  ),
  'import.reference_repeated': sentence<{ field: string; row: number }>(
    ({ field, row }) => `${field} is already used by row ${row} of the file`,
  ),
  'import.formula': sentence<{ field: string }>(
    ({ field }) => `${field} is a formula: type its value instead`,
  ),

  // The request as a whole.
  'request.invalid_json': sentence(() => 'The request body is not valid JSON'),
  'request.too_large': sentence(() => 'The request body is too large'),
  'request.bad_encoding': sentence(() => 'The request body encoding is not supported'),
  'request.unreadable': sentence<{ reason: string }>(({ reason }) => reason),
  'request.nul_in_address': sentence(() => 'The address must not contain a NUL character'),
  'request.cross_site': sentence(() => 'Cross-site request refused'),
  'request.headers_too_large': sentence(
    () => 'The address or the headers of the request are too large',
  ),
  'request.malformed': sentence(() => 'The request is not valid HTTP'),
  'request.timeout': sentence(() => 'The request took too long to arrive'),
  'request.content_type': sentence(
    () =>
      'Content-Type must be application/json, multipart/form-data or application/x-www-form-urlencoded',
  ),
  /** A 4xx the framework raised itself, with its own sentence. */
  'request.refused': sentence<{ reason: string }>(({ reason }) => reason),

  // The server's side.
  'server.internal': sentence(() => 'Internal server error'),
  'database.unreachable': sentence(() => 'The database is not reachable, try again shortly'),
  // Readiness: the instance is starting or shutting down; `state` says which.
  'server.not_ready': sentence<{ state: 'starting' | 'stopping' }>(
    () => 'This server is not ready to serve, try again shortly',
  ),
  'server.busy': sentence<{ seconds: number }>(
    ({ seconds }) => `The server is busy. Please try again in ${seconds} seconds.`,
  ),
  // Addresses of a parcel's sender and recipient (docs/product.md §5.1a).
  'address.country': sentence<{ field: string }>(
    ({ field }) => `${field} must be a two-letter ISO 3166 country code, e.g. NG`,
  ),
  'address.phone': sentence<{ field: string }>(
    ({ field }) =>
      `${field} is not a phone number: write it with its country code (+234 803 123 4567) or choose the country`,
  ),
  // Places by name: the gazetteer or the external geocoder (GEOCODER_URL).
  'places.unavailable': sentence(() => 'The place search is not available, try again shortly'),
  'places.geocoder_failed': sentence(() => 'The geocoder gave an answer that could not be used'),
  // Data requests (docs/product.md §4.18).
  'privacy.person_required': sentence(() => 'Give an e-mail address or a phone number'),
  'privacy.confirm_required': sentence(
    () => 'Confirm the erasure: send confirm true with the same e-mail address or phone number',
  ),
  // Uploaded pictures: the data folder or the S3 bucket did not answer.
  'storage.unreachable': sentence(() => 'The picture storage is not reachable, try again shortly'),

  // The client's side: the call failed or its answer was not JSON (docs/product.md §6.6).
  'client.invalid_json': sentence(() => INVALID_JSON),

  // One field of a body, query or form (the contract's schemas, shared/src/validation.ts).
  'field.required': sentence<{ field: string }>(({ field }) => `${field} is required`),
  'field.type': sentence<{ field: string; expected: string }>(
    ({ field, expected }) => `${field} must be ${article(expected)}`,
  ),
  'field.integer': sentence<{ field: string }>(({ field }) => `${field} must be an integer`),
  'field.too_short': sentence<{ field: string; min: number }>(
    ({ field, min }) => `${field} must be at least ${min} characters`,
  ),
  'field.too_long': sentence<{ field: string; max: number }>(
    ({ field, max }) => `${field} must be at most ${max} characters`,
  ),
  'field.min': sentence<{ field: string; min: number }>(
    ({ field, min }) => `${field} must be at least ${min}`,
  ),
  'field.greater_than': sentence<{ field: string; min: number }>(
    ({ field, min }) => `${field} must be greater than ${min}`,
  ),
  'field.max': sentence<{ field: string; max: number }>(
    ({ field, max }) => `${field} must be at most ${max}`,
  ),
  'field.less_than': sentence<{ field: string; max: number }>(
    ({ field, max }) => `${field} must be less than ${max}`,
  ),
  'field.email': sentence<{ field: string }>(
    ({ field }) => `${field} must be a valid e-mail address`,
  ),
  'field.date': sentence<{ field: string }>(({ field }) => `${field} must be a date (YYYY-MM-DD)`),
  'field.format': sentence<{ field: string }>(({ field }) => `${field} has an invalid format`),
  'field.one_of': sentence<{ field: string; values: string }>(
    ({ field, values }) => `${field} must be one of: ${values}`,
  ),
  'field.unknown': sentence<{ fields: string; count: number }>(({ fields, count }) =>
    count === 1 ? `${fields} is not a known field` : `${fields} are not known fields`,
  ),
  'field.nul': sentence<{ field: string }>(
    ({ field }) => `${field} must not contain a NUL character`,
  ),
  'field.invalid': sentence<{ field: string }>(({ field }) => `${field} is invalid`),
  'body.nothing_to_change': sentence(() => 'Send at least one field to change'),
} as const;

export type ErrorCode = keyof typeof ERROR_SENTENCES;
export const ERROR_CODES = Object.keys(ERROR_SENTENCES) as ErrorCode[];

/** The values each code's sentence needs. */
export type ErrorParamsOf<C extends ErrorCode> = Parameters<(typeof ERROR_SENTENCES)[C]>[0];

/** One thing that went wrong: its code, its values and its English sentence. */
export interface Problem {
  code: ErrorCode;
  params: ErrorParams;
  message: string;
}

type ProblemArgs<C extends ErrorCode> = keyof ErrorParamsOf<C> extends never
  ? [params?: ErrorParamsOf<C>]
  : [params: ErrorParamsOf<C>];

/** Builds a problem, writing its English sentence from the code's template. */
export function problem<C extends ErrorCode>(code: C, ...[params]: ProblemArgs<C>): Problem {
  const values = (params ?? {}) as ErrorParams;
  const write = ERROR_SENTENCES[code] as (params: ErrorParams) => string;
  return { code, params: values, message: write(values) };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_SENTENCES, value);
}

/** The envelope's three parallel lists for a set of problems. */
export function envelopeErrors(problems: readonly Problem[]): {
  errors: string[];
  error_codes: ErrorCode[];
  error_params: ErrorParams[];
} {
  return {
    errors: problems.map((each) => each.message),
    error_codes: problems.map((each) => each.code),
    error_params: problems.map((each) => each.params),
  };
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
