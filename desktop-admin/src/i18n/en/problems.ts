/**
 * The API's problems (shared/src/errors.ts), by code, in staff words: the contract's sentences,
 * with each field named by the label the form shows ({field}).
 */
export const problemsTexts = {
  'problems.no_data_found': 'No Data Found',
  'problems.not_found': 'Not Found',
  'problems.route.not_found': 'Cannot {method} {path}',

  'problems.parcel.id_unknown': '{field} {id} does not match any parcel',
  'problems.parcel.code_unknown': '{field} "{code}" does not match any parcel',
  'problems.parcel.code_taken': '{field} "{code}" is already used by another parcel',
  'problems.page.slug_taken': '{field} "{slug}" is already used by another page',
  'problems.page.slug_format': '{field} must contain only lowercase letters, digits and dashes',
  'problems.invoice.currency_format': '{field} must be a 3-letter code',
  'problems.invoice.amount_cents': '{field} must have at most 2 decimal places',
  'problems.page.busy': 'A page with this title is being created right now; try again',
  'problems.outbox.already_sent': 'This message has already been sent',

  'problems.rating.not_delivered': 'This parcel can be rated once it has been delivered',
  'problems.rating.already_given': 'This parcel has already been rated',
  'problems.auth.signed_out': 'You must be signed in as an admin to do this',
  'problems.auth.admin_exists': 'An admin account already exists. Sign in instead.',
  'problems.auth.wrong_credentials': 'The e-mail or password is incorrect',
  'problems.auth.wrong_current_password': 'The current password is incorrect',
  'problems.auth.wrong_pin':
    'The PIN is wrong or has expired. Check the e-mail, or ask for a new PIN.',
  'problems.auth.confirmation_mismatch': '{field} must match {other}',
  'problems.auth.pin_format': '{field} must be the 6-digit PIN from the e-mail',
  // Two-factor sign-in.
  'problems.twofactor.code_format': '{field} must be the 6-digit code from the authenticator app',
  'problems.twofactor.recovery_code_format': '{field} must be one of your recovery codes',
  'problems.twofactor.code_or_recovery_code': 'Enter either a code or a recovery code',
  'problems.twofactor.password_or_code': 'Enter either your password or a code',
  'problems.twofactor.wrong_code': 'The code is wrong or has already been used',
  'problems.twofactor.no_pending_signin':
    'There is no sign-in waiting for a code, or it has expired. Sign in again.',
  'problems.twofactor.not_enrolling': 'Start the set-up first: there is no new key to confirm',
  'problems.twofactor.already_enabled': 'Two-factor sign-in is already on for this account',
  'problems.twofactor.not_enabled': 'Two-factor sign-in is not on for this account',
  'problems.twofactor.required':
    'Two-factor sign-in is required for every account: it cannot be turned off',
  'problems.twofactor.setup_required': 'Two-factor sign-in is now required: set it up to go on',
  'problems.twofactor.enable_own_first':
    'Turn on two-factor sign-in for your own account before requiring it for everyone',
  // Passkeys.
  'problems.passkey.not_accepted':
    'The passkey was not accepted. Try again, or sign in another way.',
  'problems.passkey.challenge_expired': 'The passkey request has expired. Start again.',
  'problems.passkey.not_found': 'This passkey is not on your account',
  'problems.passkey.already_registered': 'This passkey is already registered',
  'problems.passkey.too_many': 'You can have at most {max} passkeys: remove one first',
  'problems.passkey.cancelled':
    'The passkey request was cancelled or timed out, or this device has no passkey for this account',
  'problems.auth.setup_token':
    'Creating the first admin from another machine needs the sign-up link the server printed at start',

  // Roles and staff accounts.
  'problems.auth.forbidden': 'Your role does not allow this',
  'problems.staff.not_found': 'No member with this id',
  'problems.staff.email_taken': 'This e-mail already belongs to a member',
  'problems.staff.already_invited': 'This e-mail already has a pending invitation',
  'problems.staff.owner_locked':
    'The owner cannot be disabled or given another role: hand over ownership first',
  'problems.staff.handover_target': 'Ownership can only be handed over to another active member',
  'problems.staff.invitation_not_found': 'No pending invitation with this id',
  'problems.staff.invitation_unknown': 'This invitation link is not valid',
  'problems.staff.invitation_expired': 'This invitation has expired: ask the owner for a new one',
  'problems.staff.invitation_used': 'This invitation has already been used',
  'problems.staff.invitation_revoked': 'This invitation was withdrawn by the owner',
  // Staff sessions.
  'problems.session.not_found': 'This session has already ended, or is not one you can end',
  'problems.rate.too_many_one': 'Too many attempts. Please wait {minutes} minute and try again.',
  'problems.rate.too_many': 'Too many attempts. Please wait {minutes} minutes and try again.',

  'problems.mail.password_required': '{field} is required when the mail driver is smtp',
  'problems.mail.server_unnamed':
    'The smtp mail driver needs MAIL_URL to name the mail server, e.g. smtp://mail.example.com:587',
  'problems.mail.login_refused': 'The mail server refused the login for {user}: check the password',
  'problems.mail.unreachable': 'The mail server could not be reached: {reason}',
  'problems.mail.public_url_required':
    "PUBLIC_URL must be set to the site's address (e.g. https://courier.example.com): without it this request's address cannot be trusted for a link in an e-mail, so nothing was sent",

  'problems.image.required': '{field} is required',
  'problems.image.not_an_image': '{field} must be a .jpg, .jpeg or .png picture',
  'problems.image.too_many_pixels': '{field} must be at most {max}',
  'problems.form.incomplete': 'The form could not be read: send a complete multipart form',
  'problems.form.file_too_large': '{field} must be at most {max}',
  'problems.form.field_too_large': '{field} is too long',
  'problems.form.one_picture': 'Send one picture, in the field image',
  'problems.form.no_files': 'This form takes no files',
  'problems.form.unreadable': 'The form could not be read: {reason}',

  'problems.request.invalid_json': 'The request body is not valid JSON',
  'problems.request.too_large': 'The request body is too large',
  'problems.request.bad_encoding': 'The request body encoding is not supported',
  'problems.request.nul_in_address': 'The address must not contain a NUL character',
  'problems.request.cross_site': 'Cross-site request refused',
  'problems.request.headers_too_large': 'The address or the headers of the request are too large',
  'problems.request.malformed': 'The request is not valid HTTP',
  'problems.request.timeout': 'The request took too long to arrive',
  'problems.request.content_type':
    'Content-Type must be application/json, multipart/form-data or application/x-www-form-urlencoded',

  'problems.server.internal': 'Internal server error',
  'problems.database.unreachable': 'The database is not reachable, try again shortly',
  'problems.server.not_ready': 'This server is not ready to serve, try again shortly',
  'problems.server.busy': 'The server is busy. Please try again in {seconds} seconds.',
  'problems.places.unavailable': 'The place search is not available, try again shortly',
  'problems.places.geocoder_failed': 'The geocoder gave an answer that could not be used',
  'problems.storage.unreachable': 'The picture storage is not reachable, try again shortly',
  'problems.client.invalid_json': 'Invalid Json',

  'problems.field.required': '{field} is required',
  'problems.field.type': '{field} must be {expected}',
  'problems.field.integer': '{field} must be an integer',
  'problems.field.too_short': '{field} must be at least {min} characters',
  'problems.field.too_long': '{field} must be at most {max} characters',
  'problems.field.min': '{field} must be at least {min}',
  'problems.field.greater_than': '{field} must be greater than {min}',
  'problems.field.max': '{field} must be at most {max}',
  'problems.field.less_than': '{field} must be less than {max}',
  'problems.field.email': '{field} must be a valid e-mail address',
  'problems.field.date': '{field} must be a date (YYYY-MM-DD)',
  'problems.field.format': '{field} has an invalid format',
  'problems.field.one_of': '{field} must be one of: {values}',
  'problems.field.unknown_one': '{fields} is not a known field',
  'problems.field.unknown': '{fields} are not known fields',
  'problems.field.nul': '{field} must not contain a NUL character',
  'problems.field.invalid': '{field} is invalid',
  'problems.body.nothing_to_change': 'Send at least one field to change',

  // What field.type says a value must be (zod's expected types).
  'problems.expected.string': 'a string',
  'problems.expected.number': 'a number',
  'problems.expected.boolean': 'a boolean',
  'problems.expected.object': 'an object',
  'problems.expected.array': 'an array',
  'problems.expected.date': 'a date',
  'problems.expected.file': 'a file',
  // Audit trail.
  'problems.audit.date_order': 'The end date must not be before the start date',
  'problems.audit.checkpoint_signature':
    'This checkpoint was not signed by this server’s audit key: it was changed, or comes from another server',
  'problems.tracking.wrong_answer':
    "That is not the recipient's e-mail or the last 4 digits of their phone number",
  'problems.tracking.cannot_unlock':
    'This parcel has no recipient e-mail or phone number to check: ask the sender',
} as const;
