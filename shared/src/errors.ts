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
  'page.slug_taken': sentence<{ slug: string }>(
    ({ slug }) => `slug "${slug}" is already used by another page`,
  ),
  'page.slug_format': sentence(() => 'slug must contain only lowercase letters, digits and dashes'),
  'invoice.currency_format': sentence(() => 'currency must be a 3-letter code'),
  'invoice.amount_cents': sentence(() => 'amount must have at most 2 decimal places'),
  'page.busy': sentence(() => 'A page with this title is being created right now; try again'),
  'outbox.already_sent': sentence(() => 'This message has already been sent'),
  // Visitors' ratings (docs/product.md §2.3c).
  'rating.not_delivered': sentence(() => 'This parcel can be rated once it has been delivered'),
  'rating.already_given': sentence(() => 'This parcel has already been rated'),
  // Tracking privacy: the fact that shows the recipient's details.
  'tracking.wrong_answer': sentence(
    () => 'That is not the recipient’s e-mail or the last 4 digits of their phone number',
  ),
  'tracking.cannot_unlock': sentence(
    () => 'This parcel has no recipient e-mail or phone number to check: ask the sender',
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
  'mail.public_url_required': sentence(
    () =>
      "PUBLIC_URL must be set to the site's address (e.g. https://courier.example.com): without it this request's address cannot be trusted for a link in an e-mail, so nothing was sent",
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
  // Places by name: the gazetteer or the external geocoder (GEOCODER_URL).
  'places.unavailable': sentence(() => 'The place search is not available, try again shortly'),
  'places.geocoder_failed': sentence(() => 'The geocoder gave an answer that could not be used'),
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
