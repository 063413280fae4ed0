export * from './envelope.js';
export * from './errors.js';
export * from './validation.js';
export * from './partial-update.js';
export * from './choices.js';
export * from './cookies.js';
export * from './stages.js';
export * from './schemas/auth.js';
export * from './schemas/settings.js';
export * from './client.js';
export * from './saved-state.js';
export * from './schemas/activity.js';
export * from './schemas/parcel.js';
export * from './schemas/page.js';
export * from './schemas/review.js';
export * from './limits.js';
export * from './schemas/invoice.js';
export * from './schemas/contact.js';
export * from './schemas/graph.js';
export * from './content/content-parser.js';
export * from './social.js';
export * from './chat-frame.js';
export * from './schemas/mail.js';
export * from './schemas/queries.js';
export * from './schemas/dashboard.js';
// Roles and staff accounts.
export * from './roles.js';
export * from './schemas/staff.js';
// Two-factor sign-in.
export * from './schemas/two-factor.js';
// Passkeys.
export * from './schemas/passkeys.js';
// Staff sessions.
export * from './schemas/sessions.js';
export * from './endpoints.js';
export * from './endpoint-schemas.js';
export * from './i18n/languages.js';
export * from './i18n/catalog.js';
export * from './secure-origin.js';
export * from './html-escape.js';
// Audit trail.
export * from './schemas/audit.js';
// Places by name.
export * from './schemas/place.js';
