import { Navigate, Outlet } from 'react-router';
import { ADMIN_HOME } from '../app/paths';
import { useAppStore } from '../app/store';
import { useGraph } from '../app/useGraph';
import { Loading } from '../layout/Loading';

/**
 * Sign-in, sign-up and reset screens: a signed-in admin goes to the dashboard
 * (docs/product.md §4.1).
 */
export function GuestOnly() {
  const admin = useAppStore((state) => state.admin);
  const graph = useGraph();
  if (graph.isPending) return <Loading />;
  if (admin) return <Navigate to={ADMIN_HOME} replace />;
  return <Outlet />;
}
