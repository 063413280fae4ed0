import { getInvoicePdf, getParcelLabel } from '@waybill/shared';
import { SCREENS, type ScreenHref } from './registry';

/**
 * Full paths of the control panel (docs/product.md §4.1), read from the screen registry
 * (registry.ts), where each is declared. No router basename: /cp lives outside /control.
 */
export const ADMIN_HOME = SCREENS.dashboard.path;
export const SIGN_IN = SCREENS.signIn.path;
export const SIGN_UP = SCREENS.signUp.path;
export const PASSWORD_RESET = SCREENS.passwordReset.path;
export const ACCOUNT = SCREENS.account.path;
export const ACCOUNT_PASSWORD = SCREENS.accountPassword.path;
export const ACCOUNT_TWO_FACTOR = SCREENS.accountTwoFactor.path;
export const ACCOUNT_SESSIONS = SCREENS.accountSessions.path;

export const PARCELS = SCREENS.parcels.path;
export const REVIEWS = SCREENS.reviews.path;
export const PAGES = SCREENS.pages.path;
export const SEND_EMAIL = SCREENS.sendEmail.path;
export const SETTINGS = SCREENS.settings.path;
export const STAFF = SCREENS.staff.path;
export const INVITATION = SCREENS.invitation.path;

export const OUTBOX = SCREENS.outbox.path;

export const INVOICE_CREATE = SCREENS.invoiceCreate.path;
export const INVOICES = SCREENS.invoices.path;

export const AUDIT = SCREENS.audit.path;

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
export const PAGE_CREATE = SCREENS.pageCreate.path;
export const PAGE_EDIT = SCREENS.pageEdit.path;
export const pageEditPath = (slug: string): ScreenHref =>
  `/control/pages/${encodeURIComponent(slug)}` as const;
/** Where a page is shown on the public site. */
export const publicPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export const REVIEW_CREATE = SCREENS.reviewCreate.path;

export const SETTINGS_CONTACT = SCREENS.settingsContact.path;
export const SETTINGS_MAIL = SCREENS.settingsMail.path;
export const SETTINGS_HTML = SCREENS.settingsHtml.path;
export const SETTINGS_STAGES = SCREENS.settingsStages.path;
export const SETTINGS_TRACKING = SCREENS.settingsTracking.path;

/** The parcel screens (docs/product.md §4.1, §4.4); in links {id} is the tracking code. */
export const PARCEL_CREATE = SCREENS.parcelCreate.path;
export const PARCEL_ROUTES = {
  detail: SCREENS.parcelDetail.path,
  update: SCREENS.parcelUpdate.path,
  updateMap: SCREENS.parcelUpdateMap.path,
  updateImage: SCREENS.parcelUpdateImage.path,
  activities: SCREENS.activities.path,
  activityCreate: SCREENS.activityCreate.path,
  activityEdit: SCREENS.activityEdit.path,
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
