import type { ScreenHref } from './registry';

/**
 * Full paths of the control panel (docs/product.md §4.1) that other screens link to; each is a
 * screen of the registry (registry.ts), which says who may open it. No router basename: /cp lives
 * outside /control. This module imports no value from the registry: the screens import it, and
 * the registry's lazy imports would otherwise split the first load into one more chunk.
 */
export const ADMIN_HOME = '/control/index.html';
export const SIGN_IN = '/control/signin.html';
export const SIGN_UP = '/control/signup.html';
export const PASSWORD_RESET = '/control/password.html';
export const ACCOUNT = '/control/account/index.html';
export const ACCOUNT_PASSWORD = '/control/account/password.html';
export const ACCOUNT_TWO_FACTOR = '/control/account/two-factor.html';
export const ACCOUNT_SESSIONS = '/control/account/sessions.html';

export const PARCELS = '/control/parcels/list.html';
export const REVIEWS = '/control/reviews/list.html';
export const PAGES = '/control/pages/list.html';
export const SEND_EMAIL = '/control/email/send.html';
export const SETTINGS = '/control/settings';
export const STAFF = '/control/staff';
export const INVITATION = '/control/invitation';

export const OUTBOX = '/control/email/outbox.html';
export const INBOX = '/control/email/inbox.html';

export const INVOICE_CREATE = '/control/invoice/create.html';
export const INVOICES = '/control/invoice/list.html';

export const AUDIT = '/control/audit/list.html';

/** Couriers' runs: the dispatcher's screen (docs/product.md §4.12). */
export const RUNS = '/control/runs';

/**
 * The content screens (docs/product.md §4.6–4.7): pages by slug, reviews, and the three settings
 * forms.
 */
export const PAGE_CREATE = '/control/pages/create.html';
export const PAGE_EDIT = '/control/pages/:slug';
export const pageEditPath = (slug: string): ScreenHref =>
  `/control/pages/${encodeURIComponent(slug)}` as const;
/** Where a page is shown on the public site. */
export const publicPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export const REVIEW_CREATE = '/control/reviews/create.html';

export const SETTINGS_CONTACT = '/control/settings/contact';
export const SETTINGS_MAIL = '/control/settings/mail';
export const SETTINGS_HTML = '/control/settings/html';
export const SETTINGS_STAGES = '/control/settings/stages';
export const SETTINGS_TRACKING = '/control/settings/tracking';
export const SETTINGS_JOBS = '/control/settings/jobs';
export const SETTINGS_API_KEYS = '/control/settings/api-keys';
/** Webhooks: endpoints told of parcel events and their delivery log (docs/webhooks.md). */
export const SETTINGS_WEBHOOKS = '/control/settings/webhooks';
/** Data requests: a person's records found, exported, erased (docs/product.md §4.18). */
export const SETTINGS_DATA_REQUESTS = '/control/settings/data-requests';

/** The parcel screens (docs/product.md §4.1, §4.4); in links {id} is the tracking code. */
export const PARCEL_CREATE = '/control/parcels/create.html';
/** Parcels from a spreadsheet (docs/product.md §4.4c); ?id= is the import under way. */
export const PARCEL_IMPORT = '/control/parcels/import.html';
export const PARCEL_ROUTES = {
  detail: '/control/parcels/:id',
  update: '/control/parcels/:id/update',
  updateMap: '/control/parcels/:id/update-map',
  updateImage: '/control/parcels/:id/update-image',
  activities: '/control/parcels/:id/activities',
  activityCreate: '/control/parcels/:id/activities/create',
  activityEdit: '/control/parcels/:id/activities/:aid',
} as const;

const parcelBase = (code: string) => `/control/parcels/${encodeURIComponent(code)}` as const;

export const parcelPaths = {
  detail: (code: string) => parcelBase(code),
  update: (code: string) => `${parcelBase(code)}/update` as const,
  updateMap: (code: string) => `${parcelBase(code)}/update-map` as const,
  updateImage: (code: string) => `${parcelBase(code)}/update-image` as const,
  activities: (code: string) => `${parcelBase(code)}/activities` as const,
  activityCreate: (code: string) => `${parcelBase(code)}/activities/create` as const,
  activityEdit: (code: string, activityId: number) =>
    `${parcelBase(code)}/activities/${activityId}` as const,
} satisfies Record<string, (code: string, activityId: number) => ScreenHref>;
