import { Navigate, Outlet } from 'react-router';
import { ADMIN_HOME } from '../app/paths';
import { useAppStore } from '../app/store';
import { Loading } from '../layout/Loading';

/**
 * Sign-in, sign-up and reset screens: a signed-in admin goes to the dashboard
 * (docs/product.md §4.1).
 */
export function GuestOnly() {
  const admin = useAppStore((state) => state.admin);
  const graphLoaded = useAppStore((state) => state.graphLoaded);
  if (!graphLoaded) return <Loading />;
  if (admin) return <Navigate to={ADMIN_HOME} replace />;
  return <Outlet />;
}
