import { getInvoicePdf, getParcelLabel } from '@waybill/shared';

/**
 * Full paths of the control panel (docs/product.md §4.1). No router basename: /cp lives outside
 * /control.
 */
export const ADMIN_HOME = '/control/index.html';
export const SIGN_IN = '/control/signin.html';
export const SIGN_UP = '/control/signup.html';
export const PASSWORD_RESET = '/control/password.html';
export const ACCOUNT = '/control/account/index.html';
export const ACCOUNT_PASSWORD = '/control/account/password.html';
// Two-factor sign-in (issue 14).
export const ACCOUNT_TWO_FACTOR = '/control/account/two-factor.html';
// Staff sessions (issue 14): the browsers signed in as me.
export const ACCOUNT_SESSIONS = '/control/account/sessions.html';

export const PARCELS = '/control/parcels/list.html';
export const REVIEWS = '/control/reviews/list.html';
export const PAGES = '/control/pages/list.html';
export const SEND_EMAIL = '/control/email/send.html';
export const SETTINGS = '/control/settings';

/** Mail: Send Email and the outbox every message goes through (docs/product.md §4.8). */
export const OUTBOX = '/control/email/outbox.html';

/** Invoices: the create form, and the list of every invoice (docs/product.md §4.9). */
export const INVOICE_CREATE = '/control/invoice/create.html';
export const INVOICES = '/control/invoice/list.html';

/** Audit trail (issue 14): every change made through the API. */
export const AUDIT = '/control/audit/list.html';

/**
 * The PDFs the API makes. Plain same-origin addresses: opened in a new tab, the browser sends the
 * session cookie along, so no download code is needed.
 */
export const invoicePdfUrl = (id: number) => getInvoicePdf.path({ id });
export const parcelLabelUrl = (code: string) => getParcelLabel.path({ code });

/**
 * The content screens (docs/product.md §4.6–4.7): pages by slug, reviews, and the three settings
 * forms.
 */
export const PAGE_CREATE = '/control/pages/create.html';
export const PAGE_EDIT = '/control/pages/:slug';
export const pageEditPath = (slug: string) => `/control/pages/${encodeURIComponent(slug)}`;
/** Where a page is shown on the public site. */
export const publicPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export const REVIEW_CREATE = '/control/reviews/create.html';

export const SETTINGS_CONTACT = '/control/settings/contact';
export const SETTINGS_MAIL = '/control/settings/mail';
export const SETTINGS_HTML = '/control/settings/html';
/** Parcel stages (issue 16): the status mapping. */
export const SETTINGS_STAGES = '/control/settings/stages';
/** What the tracking code alone shows (issue 16, "Privacy by default"). */
export const SETTINGS_TRACKING = '/control/settings/tracking';

/** The parcel screens (docs/product.md §4.1, §4.4); in links {id} is the tracking code. */
export const PARCEL_CREATE = '/control/parcels/create.html';
export const PARCEL_ROUTES = {
  detail: '/control/parcels/:id',
  update: '/control/parcels/:id/update',
  updateMap: '/control/parcels/:id/update-map',
  updateImage: '/control/parcels/:id/update-image',
  activities: '/control/parcels/:id/activities',
  activityCreate: '/control/parcels/:id/activities/create',
  activityEdit: '/control/parcels/:id/activities/:aid',
} as const;

const parcelBase = (code: string) => `/control/parcels/${encodeURIComponent(code)}`;

export const parcelPaths = {
  detail: (code: string) => parcelBase(code),
  update: (code: string) => `${parcelBase(code)}/update`,
  updateMap: (code: string) => `${parcelBase(code)}/update-map`,
  updateImage: (code: string) => `${parcelBase(code)}/update-image`,
  activities: (code: string) => `${parcelBase(code)}/activities`,
  activityCreate: (code: string) => `${parcelBase(code)}/activities/create`,
  activityEdit: (code: string, activityId: number) =>
    `${parcelBase(code)}/activities/${activityId}`,
};
