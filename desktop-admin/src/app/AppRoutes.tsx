import { Navigate, Route, Routes } from 'react-router';
import { Account } from '../account/Account';
import { ChangePassword } from '../account/ChangePassword';
import { AdminOnly } from '../auth/AdminOnly';
import { GuestOnly } from '../auth/GuestOnly';
import { PasswordReset } from '../auth/PasswordReset';
import { SignIn } from '../auth/SignIn';
import { SignUp } from '../auth/SignUp';
import { Dashboard } from '../dashboard/Dashboard';
import { ComingSoon } from '../layout/ComingSoon';
import { NotFound } from '../layout/NotFound';
import { Shell } from '../layout/Shell';
import {
  ACCOUNT,
  ACCOUNT_PASSWORD,
  ADMIN_HOME,
  LATER_SCREENS,
  PASSWORD_RESET,
  SIGN_IN,
  SIGN_UP,
} from './paths';

/** Every route of the control panel, with full paths (SPEC §2). */
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
        </Route>
        <Route element={<AdminOnly />}>
          <Route path={ADMIN_HOME} element={<Dashboard />} />
          <Route path={ACCOUNT} element={<Account />} />
          <Route path={ACCOUNT_PASSWORD} element={<ChangePassword />} />
          {LATER_SCREENS.map(({ path, title }) => (
            <Route key={path} path={path} element={<ComingSoon title={title} />} />
          ))}
        </Route>
        <Route path="/control" element={<Navigate to={ADMIN_HOME} replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
