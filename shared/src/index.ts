export * from './envelope.js';
export * from './errors.js';
export * from './validation.js';
export * from './partial-update.js';
export * from './choices.js';
export * from './cookies.js';
export * from './stages.js';
export * from './delivery-prediction.js';
export * from './schemas/auth.js';
export * from './schemas/settings.js';
export * from './client.js';
export * from './saved-state.js';
export * from './schemas/activity.js';
export * from './schemas/parcel.js';
export * from './schemas/parcel-import.js';
export * from './schemas/preferences.js';
export * from './delivery-preferences.js';
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
export * from './secure-origin.js';
export * from './html-escape.js';
// Audit trail.
export * from './schemas/audit.js';
// Places by name.
export * from './schemas/place.js';
// The background job queue.
export * from './schemas/jobs.js';
export * from './schemas/webhooks.js';
export * from './schemas/privacy.js';
export * from './bidi.js';
export * from './address.js';
// The address book of recent senders and recipients.
export * from './schemas/address-book.js';
// API keys for shops' systems.
export * from './schemas/api-keys.js';
// Couriers on the road: runs, the phone's actions, proofs of delivery.
export * from './calendar.js';
export * from './couriers.js';
export * from './schemas/couriers.js';
// Many parcels at once, and saved views of the list.
export * from './schemas/bulk.js';
export * from './schemas/saved-views.js';
