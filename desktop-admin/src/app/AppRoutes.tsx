import { Navigate, Route, Routes } from 'react-router';
import { AdminOnly } from '../auth/AdminOnly';
import { GuestOnly } from '../auth/GuestOnly';
import { NotFound } from '../layout/NotFound';
import { Shell } from '../layout/Shell';
// Issue 14: roles and staff accounts.
import { INVITATION, STAFF } from '../staff/access';
import { RoleGate } from '../staff/RoleGate';
// Each screen is a chunk of its own, fetched when it opens (docs/architecture.md §6.2).
import {
  AcceptInvitation,
  Account,
  ActivityCreate,
  ActivityEdit,
  ActivityHistory,
  AuditList,
  ChangePassword,
  ContactSettings,
  Dashboard,
  HtmlSettings,
  InvoiceCreate,
  InvoiceList,
  MailSettings,
  MySessions,
  Outbox,
  PageCreate,
  PageEdit,
  PageList,
  ParcelCreate,
  ParcelDetail,
  ParcelImageUpdate,
  ParcelList,
  ParcelMapUpdate,
  ParcelUpdate,
  PasswordReset,
  ReviewCreate,
  ReviewList,
  SendEmail,
  SettingsMenu,
  SignIn,
  SignUp,
  StaffScreen,
  StageSettings,
  TrackingSettings,
  TwoFactor,
} from './screens';
import {
  ACCOUNT,
  ACCOUNT_PASSWORD,
  ACCOUNT_SESSIONS,
  ACCOUNT_TWO_FACTOR,
  ADMIN_HOME,
  INVOICE_CREATE,
  INVOICES,
  // Audit trail (issue 14).
  AUDIT,
  OUTBOX,
  PAGE_CREATE,
  PAGE_EDIT,
  PAGES,
  PARCEL_CREATE,
  PARCEL_ROUTES,
  PARCELS,
  PASSWORD_RESET,
  REVIEW_CREATE,
  REVIEWS,
  SEND_EMAIL,
  SETTINGS,
  SETTINGS_CONTACT,
  SETTINGS_HTML,
  SETTINGS_MAIL,
  SETTINGS_STAGES,
  SETTINGS_TRACKING,
  SIGN_IN,
  SIGN_UP,
} from './paths';

/** Every route of the control panel, with full paths (docs/product.md §4.1). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route element={<GuestOnly />}>
          <Route path="/cp" element={<SignIn />} />
          <Route path={SIGN_IN} element={<SignIn />} />
          <Route path="/cp/signup" element={<SignUp />} />
          <Route path={SIGN_UP} element={<SignUp />} />
          <Route path={PASSWORD_RESET} element={<PasswordReset />} />
          <Route path={INVITATION} element={<AcceptInvitation />} />
        </Route>
        <Route element={<AdminOnly />}>
          {/* Issue 14: each screen opens only for the roles that may use it. */}
          <Route element={<RoleGate />}>
            <Route path={ADMIN_HOME} element={<Dashboard />} />
            <Route path={ACCOUNT} element={<Account />} />
            <Route path={ACCOUNT_PASSWORD} element={<ChangePassword />} />
            {/* Two-factor sign-in (issue 14). */}
            <Route path={ACCOUNT_TWO_FACTOR} element={<TwoFactor />} />
            {/* Staff sessions (issue 14). */}
            <Route path={ACCOUNT_SESSIONS} element={<MySessions />} />
            <Route path={PARCELS} element={<ParcelList />} />
            <Route path={PARCEL_CREATE} element={<ParcelCreate />} />
            <Route path={PARCEL_ROUTES.detail} element={<ParcelDetail />} />
            <Route path={PARCEL_ROUTES.update} element={<ParcelUpdate />} />
            <Route path={PARCEL_ROUTES.updateMap} element={<ParcelMapUpdate />} />
            <Route path={PARCEL_ROUTES.updateImage} element={<ParcelImageUpdate />} />
            <Route path={PARCEL_ROUTES.activities} element={<ActivityHistory />} />
            <Route path={PARCEL_ROUTES.activityCreate} element={<ActivityCreate />} />
            <Route path={PARCEL_ROUTES.activityEdit} element={<ActivityEdit />} />
            <Route path={PAGES} element={<PageList />} />
            <Route path={PAGE_CREATE} element={<PageCreate />} />
            <Route path={PAGE_EDIT} element={<PageEdit />} />
            <Route path={REVIEWS} element={<ReviewList />} />
            <Route path={REVIEW_CREATE} element={<ReviewCreate />} />
            <Route path={SETTINGS} element={<SettingsMenu />} />
            <Route path={SETTINGS_CONTACT} element={<ContactSettings />} />
            <Route path={SETTINGS_MAIL} element={<MailSettings />} />
            <Route path={SETTINGS_HTML} element={<HtmlSettings />} />
            <Route path={SETTINGS_STAGES} element={<StageSettings />} />
            <Route path={SETTINGS_TRACKING} element={<TrackingSettings />} />
            <Route path={SEND_EMAIL} element={<SendEmail />} />
            <Route path={OUTBOX} element={<Outbox />} />
            <Route path={INVOICE_CREATE} element={<InvoiceCreate />} />
            <Route path={INVOICES} element={<InvoiceList />} />
            <Route path={STAFF} element={<StaffScreen />} />
            {/* Audit trail (issue 14). */}
            <Route path={AUDIT} element={<AuditList />} />
          </Route>
        </Route>
        <Route path="/control" element={<Navigate to={ADMIN_HOME} replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
