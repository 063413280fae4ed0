import type { IconName } from '@blueprintjs/core';
import type { Access } from '@waybill/shared';
import type { AdminMessageKey } from '../i18n/keys';
import {
  ACCOUNT,
  ACCOUNT_PASSWORD,
  ACCOUNT_SESSIONS,
  ACCOUNT_TWO_FACTOR,
  ADMIN_HOME,
  AUDIT,
  INBOX,
  INVITATION,
  INVOICES,
  INVOICE_CREATE,
  OUTBOX,
  PAGES,
  PAGE_CREATE,
  PAGE_EDIT,
  PARCELS,
  PARCEL_CREATE,
  PARCEL_IMPORT,
  PARCEL_ROUTES,
  PASSWORD_RESET,
  REVIEWS,
  REVIEW_CREATE,
  SEND_EMAIL,
  SETTINGS,
  SETTINGS_CONTACT,
  SETTINGS_HTML,
  SETTINGS_JOBS,
  SETTINGS_API_KEYS,
  SETTINGS_MAIL,
  SETTINGS_STAGES,
  SETTINGS_TRACKING,
  SETTINGS_WEBHOOKS,
  SETTINGS_DATA_REQUESTS,
  RUNS,
  SIGN_IN,
  SIGN_UP,
  STAFF,
} from './paths';
import { lazyScreen, type LazyScreen } from './screens';

/**
 * Every screen of the control panel, declared once (docs/architecture.md §6.2): its path, the key
 * of its name, who may open it, its place in the side menu and its code. The routes
 * (AppRoutes.tsx), the role check (staff/access.ts), the side menu (layout/sections.ts) and the
 * preloads are read from here, and an address not listed is no screen: not found, and denied to
 * every role. A path other screens link to is a constant of paths.ts, used here; the links take
 * only registry paths (ScreenHref). Only lazy() thunks here: this module is in every first load.
 */

/** The side menu's groups, in the order it shows them, under their headings. */
export const MENU_GROUPS = [
  { id: 'parcels', label: 'shell.groupParcels' },
  { id: 'content', label: 'shell.groupContent' },
  { id: 'mail', label: 'shell.groupMail' },
  { id: 'settings', label: 'shell.groupSettings' },
  { id: 'account', label: 'shell.groupAccount' },
] as const satisfies readonly { id: string; label: AdminMessageKey }[];

/** `home` is the dashboard's place, above the groups and without a heading. */
export type MenuGroup = 'home' | (typeof MENU_GROUPS)[number]['id'];

/** Where a screen sits in the side menu: its group, its rank there, its icon. */
export interface MenuPlace {
  readonly group: MenuGroup;
  readonly order: number;
  readonly icon: IconName;
}

interface ScreenBase {
  /** The router's pattern, e.g. `/control/parcels/:id`. */
  readonly path: string;
  /** Other addresses of the same screen (the short `/cp` ones). */
  readonly also?: readonly string[];
  /** The key of its name; the side menu shows it. */
  readonly title: AdminMessageKey;
  readonly screen: LazyScreen;
}

/** A signed-out visitor's screen (a signed-in member is sent to the dashboard): never in the menu. */
interface GuestScreen extends ScreenBase {
  readonly access: 'guest';
  readonly menu: 'none';
}

/**
 * A signed-in member's screen: who may open it ('signed_in' for any member, or the permission of
 * the endpoint it is built on), and its menu place or an explicit 'none'. The permission is
 * written out rather than read from the endpoint (`listParcels.access`): the bundler keeps an
 * endpoint's whole module where one of its endpoints is used, so this first-load module would
 * bring every area's endpoints along. app/registry.test.tsx holds each to its endpoint's.
 */
interface MemberScreen extends ScreenBase {
  readonly access: Access;
  readonly menu: MenuPlace | 'none';
}

export type ScreenEntry = GuestScreen | MemberScreen;

export const SCREENS = {
  // Signed out.
  signIn: {
    path: SIGN_IN,
    also: ['/cp'],
    title: 'auth.sign_in_title',
    access: 'guest',
    menu: 'none',
    screen: lazyScreen(() => import('../auth/SignIn').then((m) => m.SignIn), ['auth'], 'first'),
  },
  signUp: {
    path: SIGN_UP,
    also: ['/cp/signup'],
    title: 'auth.sign_up_title',
    access: 'guest',
    menu: 'none',
    screen: lazyScreen(() => import('../auth/SignUp').then((m) => m.SignUp)),
  },
  passwordReset: {
    path: PASSWORD_RESET,
    title: 'auth.reset_title',
    access: 'guest',
    menu: 'none',
    screen: lazyScreen(() => import('../auth/PasswordReset').then((m) => m.PasswordReset)),
  },
  invitation: {
    path: INVITATION,
    title: 'staff.accept_title',
    access: 'guest',
    menu: 'none',
    screen: lazyScreen(() => import('../staff/AcceptInvitation').then((m) => m.AcceptInvitation)),
  },

  // Signed in.
  dashboard: {
    path: ADMIN_HOME,
    title: 'shell.sectionDashboard',
    access: 'signed_in',
    menu: { group: 'home', order: 1, icon: 'home' },
    screen: lazyScreen(
      () => import('../dashboard/Dashboard').then((m) => m.Dashboard),
      // Its own area holds the set-up checklist's texts (settings/SetupChecklist.tsx, also on
      // Settings); the update form's dialog brings its own (dashboard/ParcelCodeSearch.tsx).
      ['dashboard'],
      'member',
    ),
  },

  parcels: {
    path: PARCELS,
    title: 'shell.sectionParcels',
    access: 'parcels.read',
    menu: { group: 'parcels', order: 1, icon: 'box' },
    screen: lazyScreen(() => import('../parcels/ParcelList').then((m) => m.ParcelList)),
  },
  parcelCreate: {
    path: PARCEL_CREATE,
    title: 'shell.sectionCreateParcel',
    access: 'parcels.write',
    menu: { group: 'parcels', order: 2, icon: 'add' },
    screen: lazyScreen(() => import('../parcels/ParcelCreate').then((m) => m.ParcelCreate)),
  },
  // Couriers' runs: who delivers what, in which order, on a day.
  runs: {
    path: RUNS,
    title: 'shell.sectionRuns',
    access: 'parcels.read',
    menu: { group: 'parcels', order: 4, icon: 'drive-time' },
    screen: lazyScreen(() => import('../runs/Runs').then((m) => m.Runs), ['runs', 'stages']),
  },
  parcelImport: {
    path: PARCEL_IMPORT,
    title: 'shell.sectionImportParcels',
    access: 'parcels.write',
    menu: { group: 'parcels', order: 3, icon: 'import' },
    screen: lazyScreen(
      () => import('../imports/ParcelImport').then((m) => m.ParcelImport),
      ['parcels', 'imports'],
    ),
  },
  // In links the parcel's :id is its tracking code (paths.ts, parcelPaths).
  parcelDetail: {
    path: PARCEL_ROUTES.detail,
    title: 'parcels.detail.document_title',
    access: 'parcels.read',
    menu: 'none',
    screen: lazyScreen(() => import('../parcels/ParcelDetail').then((m) => m.ParcelDetail)),
  },
  parcelUpdate: {
    path: PARCEL_ROUTES.update,
    title: 'parcels.update.title',
    access: 'parcels.write',
    menu: 'none',
    screen: lazyScreen(() => import('../parcels/ParcelUpdate').then((m) => m.ParcelUpdate)),
  },
  parcelUpdateMap: {
    path: PARCEL_ROUTES.updateMap,
    title: 'parcels.map.document_title',
    access: 'parcels.write',
    menu: 'none',
    screen: lazyScreen(() => import('../parcels/ParcelMapUpdate').then((m) => m.ParcelMapUpdate)),
  },
  parcelUpdateImage: {
    path: PARCEL_ROUTES.updateImage,
    title: 'parcels.image.document_title',
    access: 'parcels.write',
    menu: 'none',
    screen: lazyScreen(() =>
      import('../parcels/ParcelImageUpdate').then((m) => m.ParcelImageUpdate),
    ),
  },
  activities: {
    path: PARCEL_ROUTES.activities,
    title: 'activities.history.document_title',
    access: 'parcels.read',
    menu: 'none',
    screen: lazyScreen(() =>
      import('../activities/ActivityHistory').then((m) => m.ActivityHistory),
    ),
  },
  activityCreate: {
    path: PARCEL_ROUTES.activityCreate,
    title: 'activities.add.document_title',
    access: 'parcels.write',
    menu: 'none',
    screen: lazyScreen(() => import('../activities/ActivityCreate').then((m) => m.ActivityCreate)),
  },
  activityEdit: {
    path: PARCEL_ROUTES.activityEdit,
    title: 'activities.edit.document_title',
    access: 'parcels.write',
    menu: 'none',
    screen: lazyScreen(() => import('../activities/ActivityEdit').then((m) => m.ActivityEdit)),
  },
  invoices: {
    path: INVOICES,
    title: 'shell.sectionInvoices',
    access: 'invoices.read',
    menu: { group: 'parcels', order: 5, icon: 'dollar' },
    screen: lazyScreen(() => import('../invoices/InvoiceList').then((m) => m.InvoiceList)),
  },
  invoiceCreate: {
    path: INVOICE_CREATE,
    title: 'shell.sectionCreateInvoice',
    access: 'invoices.write',
    menu: { group: 'parcels', order: 6, icon: 'document-share' },
    screen: lazyScreen(() => import('../invoices/InvoiceCreate').then((m) => m.InvoiceCreate)),
  },

  pages: {
    path: PAGES,
    title: 'shell.sectionPages',
    access: 'pages.write',
    menu: { group: 'content', order: 1, icon: 'document' },
    screen: lazyScreen(() => import('../pages/PageList').then((m) => m.PageList)),
  },
  pageCreate: {
    path: PAGE_CREATE,
    title: 'shell.sectionCreatePage',
    access: 'pages.write',
    menu: { group: 'content', order: 2, icon: 'new-text-box' },
    screen: lazyScreen(() => import('../pages/PageCreate').then((m) => m.PageCreate)),
  },
  pageEdit: {
    path: PAGE_EDIT,
    title: 'pages.editTitle',
    access: 'pages.write',
    menu: 'none',
    screen: lazyScreen(() => import('../pages/PageEdit').then((m) => m.PageEdit)),
  },
  reviews: {
    path: REVIEWS,
    title: 'shell.sectionReviews',
    access: 'reviews.write',
    menu: { group: 'content', order: 3, icon: 'comment' },
    screen: lazyScreen(() => import('../reviews/ReviewList').then((m) => m.ReviewList)),
  },
  reviewCreate: {
    path: REVIEW_CREATE,
    title: 'shell.sectionCreateReview',
    access: 'reviews.write',
    menu: { group: 'content', order: 4, icon: 'new-object' },
    screen: lazyScreen(() => import('../reviews/ReviewCreate').then((m) => m.ReviewCreate)),
  },

  // Mail: Send Email and the outbox every message goes through (docs/product.md §4.8).
  sendEmail: {
    path: SEND_EMAIL,
    title: 'shell.sectionSendEmail',
    access: 'mail.send',
    menu: { group: 'mail', order: 1, icon: 'envelope' },
    screen: lazyScreen(() => import('../email/SendEmail').then((m) => m.SendEmail)),
  },
  inbox: {
    path: INBOX,
    title: 'shell.sectionInbox',
    access: 'mail.read',
    menu: { group: 'mail', order: 3, icon: 'chat' },
    screen: lazyScreen(() => import('../email/Inbox').then((m) => m.Inbox)),
  },
  outbox: {
    path: OUTBOX,
    title: 'shell.sectionOutbox',
    access: 'mail.read',
    menu: { group: 'mail', order: 2, icon: 'inbox' },
    screen: lazyScreen(() => import('../email/Outbox').then((m) => m.Outbox)),
  },

  settings: {
    path: SETTINGS,
    title: 'shell.sectionAllSettings',
    access: 'settings.read',
    menu: { group: 'settings', order: 1, icon: 'cog' },
    screen: lazyScreen(() => import('../settings/SettingsMenu').then((m) => m.SettingsMenu)),
  },
  settingsContact: {
    path: SETTINGS_CONTACT,
    title: 'shell.sectionContactInfo',
    access: 'settings.read',
    menu: { group: 'settings', order: 2, icon: 'phone' },
    screen: lazyScreen(() => import('../settings/ContactSettings').then((m) => m.ContactSettings)),
  },
  settingsMail: {
    path: SETTINGS_MAIL,
    title: 'shell.sectionMailSettings',
    access: 'settings.read',
    menu: { group: 'settings', order: 3, icon: 'envelope' },
    screen: lazyScreen(() => import('../settings/MailSettings').then((m) => m.MailSettings)),
  },
  settingsHtml: {
    path: SETTINGS_HTML,
    title: 'shell.sectionHtmlSettings',
    access: 'settings.read',
    menu: { group: 'settings', order: 4, icon: 'code' },
    screen: lazyScreen(() => import('../settings/HtmlSettings').then((m) => m.HtmlSettings)),
  },
  // The parcel stages: the status mapping.
  settingsStages: {
    path: SETTINGS_STAGES,
    title: 'shell.sectionStages',
    access: 'settings.read',
    menu: { group: 'settings', order: 5, icon: 'flow-linear' },
    screen: lazyScreen(() => import('../settings/StageSettings').then((m) => m.StageSettings)),
  },
  // What the tracking code alone shows ("Privacy by default").
  settingsTracking: {
    path: SETTINGS_TRACKING,
    title: 'shell.sectionTracking',
    access: 'settings.read',
    menu: { group: 'settings', order: 6, icon: 'eye-off' },
    screen: lazyScreen(() =>
      import('../settings/TrackingSettings').then((m) => m.TrackingSettings),
    ),
  },
  // Every change made through the API.
  audit: {
    path: AUDIT,
    title: 'shell.sectionAudit',
    access: 'audit.read',
    menu: { group: 'settings', order: 7, icon: 'history' },
    screen: lazyScreen(() => import('../audit/AuditList').then((m) => m.AuditList)),
  },
  // The owner's view of the background job queue: jobs, schedules, a failed job run again.
  jobs: {
    path: SETTINGS_JOBS,
    title: 'shell.sectionJobs',
    access: 'system.manage',
    menu: { group: 'settings', order: 8, icon: 'automatic-updates' },
    screen: lazyScreen(() => import('../jobs/BackgroundJobs').then((m) => m.BackgroundJobs)),
  },
  // Keys for shops' systems (docs/api.md): made, listed, revoked.
  apiKeys: {
    path: SETTINGS_API_KEYS,
    title: 'shell.sectionApiKeys',
    access: 'keys.manage',
    menu: { group: 'settings', order: 9, icon: 'key' },
    screen: lazyScreen(() => import('../api-keys/ApiKeys').then((m) => m.ApiKeys)),
  },
  // Webhooks: the endpoints told of parcel events, their delivery log (docs/webhooks.md).
  webhooks: {
    path: SETTINGS_WEBHOOKS,
    title: 'shell.sectionWebhooks',
    access: 'webhooks.manage',
    menu: { group: 'settings', order: 10, icon: 'send-to-graph' },
    screen: lazyScreen(() => import('../webhooks/Webhooks').then((m) => m.Webhooks)),
  },
  // Data requests: a person's records found, exported, erased (docs/product.md §4.18).
  dataRequests: {
    path: SETTINGS_DATA_REQUESTS,
    title: 'shell.sectionPrivacy',
    access: 'privacy.manage',
    menu: { group: 'settings', order: 11, icon: 'shield' },
    screen: lazyScreen(() => import('../privacy/DataRequests').then((m) => m.DataRequests)),
  },

  account: {
    path: ACCOUNT,
    title: 'shell.sectionAccount',
    access: 'account',
    menu: { group: 'account', order: 1, icon: 'user' },
    screen: lazyScreen(() => import('../account/Account').then((m) => m.Account)),
  },
  accountPassword: {
    path: ACCOUNT_PASSWORD,
    title: 'shell.sectionChangePassword',
    access: 'account',
    menu: { group: 'account', order: 2, icon: 'key' },
    screen: lazyScreen(() => import('../account/ChangePassword').then((m) => m.ChangePassword)),
  },
  // The browsers signed in as me.
  accountSessions: {
    path: ACCOUNT_SESSIONS,
    title: 'shell.sectionSessions',
    access: 'account',
    menu: { group: 'account', order: 3, icon: 'desktop' },
    screen: lazyScreen(() => import('../sessions/MySessions').then((m) => m.MySessions)),
  },
  accountTwoFactor: {
    path: ACCOUNT_TWO_FACTOR,
    title: 'twoFactor.title',
    access: 'account',
    menu: 'none',
    screen: lazyScreen(() => import('../account/TwoFactor').then((m) => m.TwoFactor)),
  },
  // The owner's staff screen (docs/product.md, "Roles and staff").
  staff: {
    path: STAFF,
    title: 'shell.sectionStaff',
    access: 'staff.manage',
    menu: { group: 'account', order: 4, icon: 'people' },
    screen: lazyScreen(() => import('../staff/StaffScreen').then((m) => m.StaffScreen)),
  },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenId = keyof typeof SCREENS;

/** A screen's pattern, e.g. `/control/parcels/:id`. */
export type ScreenPath = (typeof SCREENS)[ScreenId]['path'];

/** Every screen, in the registry's order. */
export const SCREEN_LIST: readonly (ScreenEntry & { path: ScreenPath })[] = Object.values(SCREENS);

/** A pattern with each `:param` filled: `/control/parcels/:id/update` → `/control/parcels/${string}/update`. */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/**
 * An address of a registry screen, with its query if any: what the menu, the tiles, the link
 * buttons and the breadcrumbs accept, so a link to a screen that is not declared fails the build.
 */
export type ScreenHref = Filled<ScreenPath> | `${Filled<ScreenPath>}?${string}`;

/** Addresses that only lead to a screen. */
export const REDIRECTS: Readonly<Record<string, ScreenPath>> = {
  '/control': SCREENS.dashboard.path,
};
