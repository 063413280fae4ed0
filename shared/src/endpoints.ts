/**
 * Every /api endpoint, described once, one module per area in endpoints/ (each on the builder of
 * endpoint.ts). A page bundles only the modules it calls, so the public site's first load carries
 * the few endpoints it needs and never the control panel's.
 */
export * from './endpoint.js';
export * from './endpoints/site.js';
export * from './endpoints/tracking.js';
export * from './endpoints/subscriptions.js';
export * from './endpoints/contact.js';
export * from './endpoints/pages.js';
export * from './endpoints/reviews.js';
export * from './endpoints/accounts.js';
export * from './endpoints/parcels.js';
export * from './endpoints/activities.js';
export * from './endpoints/settings.js';
export * from './endpoints/mail.js';
export * from './endpoints/invoices.js';
export * from './endpoints/dashboard.js';
// Audit trail.
export * from './endpoints/audit.js';
// Roles and staff accounts.
export * from './endpoints/staff.js';
// Two-factor sign-in.
export * from './endpoints/two-factor.js';
// Passkeys.
export * from './endpoints/passkeys.js';
// Staff sessions.
export * from './endpoints/sessions.js';
// Places by name.
export * from './endpoints/places.js';
// The background job queue.
export * from './endpoints/jobs.js';
// API keys for shops' systems.
export * from './endpoints/api-keys.js';
// Webhooks.
export * from './endpoints/webhooks.js';
// Couriers on the road: runs, the courier's sync, proofs of delivery.
export * from './endpoints/couriers.js';
// Parcels from and to spreadsheets.
export * from './endpoints/parcel-imports.js';
// Many parcels at once: bulk actions, batches of labels, manifests.
export * from './endpoints/parcel-batches.js';
// Saved views of lists.
export * from './endpoints/saved-views.js';
// Data requests: a person's records found, exported, erased.
export * from './endpoints/privacy.js';
