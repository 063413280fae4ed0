import {
  type Access,
  createInvoice,
  createPage,
  createParcel,
  deleteReview,
  getActivity,
  getSettings,
  listAudit,
  listInvoices,
  listOutbox,
  listParcels,
  listStaff,
  sendEmail,
  updateParcel,
  allows,
} from '@waybill/shared';
import { matchPath } from 'react-router';
import {
  AUDIT,
  INVOICE_CREATE,
  INVOICES,
  OUTBOX,
  PAGE_CREATE,
  PAGE_EDIT,
  PAGES,
  PARCEL_CREATE,
  PARCEL_ROUTES,
  PARCELS,
  REVIEW_CREATE,
  REVIEWS,
  SEND_EMAIL,
  SETTINGS,
  SETTINGS_CONTACT,
  SETTINGS_HTML,
  SETTINGS_MAIL,
  SETTINGS_STAGES,
  SETTINGS_TRACKING,
} from '../app/paths';
import { useAppStore } from '../app/store';

/** The staff screen and the invitation link (docs/product.md, "Roles and staff"). */
export const STAFF = '/control/staff';
export const INVITATION = '/control/invitation';

/**
 * What each screen needs, as the endpoint it is built on declares it in the contract: the same
 * table the API's guard enforces. First match wins; a screen not listed needs a session only.
 */
export const SCREEN_ACCESS: ReadonlyArray<{ path: string; access: Access }> = [
  { path: PARCEL_CREATE, access: createParcel.access },
  { path: PARCEL_ROUTES.update, access: updateParcel.access },
  { path: PARCEL_ROUTES.updateMap, access: updateParcel.access },
  { path: PARCEL_ROUTES.updateImage, access: updateParcel.access },
  { path: PARCEL_ROUTES.activityCreate, access: updateParcel.access },
  { path: PARCEL_ROUTES.activities, access: getActivity.access },
  { path: PARCEL_ROUTES.activityEdit, access: updateParcel.access },
  { path: PARCELS, access: listParcels.access },
  { path: PARCEL_ROUTES.detail, access: listParcels.access },
  { path: INVOICE_CREATE, access: createInvoice.access },
  { path: INVOICES, access: listInvoices.access },
  { path: PAGES, access: createPage.access },
  { path: PAGE_CREATE, access: createPage.access },
  { path: PAGE_EDIT, access: createPage.access },
  { path: REVIEWS, access: deleteReview.access },
  { path: REVIEW_CREATE, access: deleteReview.access },
  { path: SEND_EMAIL, access: sendEmail.access },
  { path: OUTBOX, access: listOutbox.access },
  { path: SETTINGS, access: getSettings.access },
  { path: SETTINGS_CONTACT, access: getSettings.access },
  { path: SETTINGS_MAIL, access: getSettings.access },
  { path: SETTINGS_HTML, access: getSettings.access },
  { path: SETTINGS_STAGES, access: getSettings.access },
  { path: SETTINGS_TRACKING, access: getSettings.access },
  { path: STAFF, access: listStaff.access },
  { path: AUDIT, access: listAudit.access },
];

/** What the screen at `pathname` needs. */
export function screenAccess(pathname: string): Access {
  const found = SCREEN_ACCESS.find((screen) => matchPath(screen.path, pathname));
  return found?.access ?? 'signed_in';
}

/**
 * The one check of the screens (issue 14): whether the signed-in member's role may do what
 * `access` asks, e.g. `useCan(deleteParcel.access)`; false when signed out. A button, link or
 * section that changes something is left out when it answers false.
 */
export function useCan(access: Access): boolean {
  return useAllows()(access);
}

/** The same check as a function, for a list of things to filter (menu sections, tiles). */
export function useAllows(): (access: Access) => boolean {
  const role = useAppStore((state) => (state.admin ? state.admin.role : null));
  return (access) => allows(role, access);
}

/**
 * Whether a link to `to` is worth showing: always when signed out (the guest screens' links),
 * otherwise only when the member's role may open the screen it leads to.
 */
export function useMayOpen(): (to: string) => boolean {
  const admin = useAppStore((state) => state.admin);
  return (to) => !admin || allows(admin.role, screenAccess(to.split(/[?#]/)[0]));
}
