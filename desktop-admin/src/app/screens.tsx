import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';

/** A screen whose code is a chunk of its own, fetched when it is first shown or preloaded. */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Fetches the screen's code now (a link hovered, the likely next screen); never rejects. */
  preload: () => Promise<void>;
};

let noteShown: () => void = () => undefined;
/** Settles once the first lazily loaded screen has been drawn (its effects run after it). */
export const firstScreenShown = new Promise<void>((resolve) => {
  noteShown = resolve;
});

/** A loaded screen, which says when it has been drawn. */
function Shown({ screen: Screen }: { screen: ComponentType }) {
  useEffect(() => noteShown(), []);
  return <Screen />;
}

/**
 * One screen's chunk: the first screen's code comes with the first load, every other screen's
 * when it is opened (or preloaded: app/preload.ts). A chunk that cannot be fetched (offline, or a
 * new version replaced this one's files) shows ScreenLoadFailed; a failed preload is simply
 * tried again when the screen opens.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(() =>
    start().then(
      (loaded) => ({ default: () => <Shown screen={loaded} /> }),
      () => ({ default: ScreenLoadFailed }),
    ),
  );
  return Object.assign(component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** The screen behind a route element, when it is one of these. */
export function lazyScreenOf(type: unknown): LazyScreen | undefined {
  return typeof type === 'object' && type !== null && 'preload' in type
    ? (type as LazyScreen)
    : undefined;
}

// Signed out.
export const SignIn = lazyScreen(() => import('../auth/SignIn').then((m) => m.SignIn));
export const SignUp = lazyScreen(() => import('../auth/SignUp').then((m) => m.SignUp));
export const PasswordReset = lazyScreen(() =>
  import('../auth/PasswordReset').then((m) => m.PasswordReset),
);
export const AcceptInvitation = lazyScreen(() =>
  import('../staff/AcceptInvitation').then((m) => m.AcceptInvitation),
);

// Signed in.
export const Dashboard = lazyScreen(() =>
  import('../dashboard/Dashboard').then((m) => m.Dashboard),
);
export const Account = lazyScreen(() => import('../account/Account').then((m) => m.Account));
export const ChangePassword = lazyScreen(() =>
  import('../account/ChangePassword').then((m) => m.ChangePassword),
);
export const TwoFactor = lazyScreen(() => import('../account/TwoFactor').then((m) => m.TwoFactor));
export const MySessions = lazyScreen(() =>
  import('../sessions/MySessions').then((m) => m.MySessions),
);
export const ParcelList = lazyScreen(() =>
  import('../parcels/ParcelList').then((m) => m.ParcelList),
);
export const ParcelCreate = lazyScreen(() =>
  import('../parcels/ParcelCreate').then((m) => m.ParcelCreate),
);
export const ParcelDetail = lazyScreen(() =>
  import('../parcels/ParcelDetail').then((m) => m.ParcelDetail),
);
export const ParcelUpdate = lazyScreen(() =>
  import('../parcels/ParcelUpdate').then((m) => m.ParcelUpdate),
);
export const ParcelMapUpdate = lazyScreen(() =>
  import('../parcels/ParcelMapUpdate').then((m) => m.ParcelMapUpdate),
);
export const ParcelImageUpdate = lazyScreen(() =>
  import('../parcels/ParcelImageUpdate').then((m) => m.ParcelImageUpdate),
);
export const ActivityHistory = lazyScreen(() =>
  import('../activities/ActivityHistory').then((m) => m.ActivityHistory),
);
export const ActivityCreate = lazyScreen(() =>
  import('../activities/ActivityCreate').then((m) => m.ActivityCreate),
);
export const ActivityEdit = lazyScreen(() =>
  import('../activities/ActivityEdit').then((m) => m.ActivityEdit),
);
export const PageList = lazyScreen(() => import('../pages/PageList').then((m) => m.PageList));
export const PageCreate = lazyScreen(() => import('../pages/PageCreate').then((m) => m.PageCreate));
export const PageEdit = lazyScreen(() => import('../pages/PageEdit').then((m) => m.PageEdit));
export const ReviewList = lazyScreen(() =>
  import('../reviews/ReviewList').then((m) => m.ReviewList),
);
export const ReviewCreate = lazyScreen(() =>
  import('../reviews/ReviewCreate').then((m) => m.ReviewCreate),
);
export const SettingsMenu = lazyScreen(() =>
  import('../settings/SettingsMenu').then((m) => m.SettingsMenu),
);
export const ContactSettings = lazyScreen(() =>
  import('../settings/ContactSettings').then((m) => m.ContactSettings),
);
export const MailSettings = lazyScreen(() =>
  import('../settings/MailSettings').then((m) => m.MailSettings),
);
export const HtmlSettings = lazyScreen(() =>
  import('../settings/HtmlSettings').then((m) => m.HtmlSettings),
);
export const StageSettings = lazyScreen(() =>
  import('../settings/StageSettings').then((m) => m.StageSettings),
);
export const TrackingSettings = lazyScreen(() =>
  import('../settings/TrackingSettings').then((m) => m.TrackingSettings),
);
export const SendEmail = lazyScreen(() => import('../email/SendEmail').then((m) => m.SendEmail));
export const Outbox = lazyScreen(() => import('../email/Outbox').then((m) => m.Outbox));
export const InvoiceCreate = lazyScreen(() =>
  import('../invoices/InvoiceCreate').then((m) => m.InvoiceCreate),
);
export const InvoiceList = lazyScreen(() =>
  import('../invoices/InvoiceList').then((m) => m.InvoiceList),
);
export const StaffScreen = lazyScreen(() =>
  import('../staff/StaffScreen').then((m) => m.StaffScreen),
);
export const AuditList = lazyScreen(() => import('../audit/AuditList').then((m) => m.AuditList));
