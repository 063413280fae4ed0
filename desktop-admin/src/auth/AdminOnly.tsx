import { Navigate, Outlet } from 'react-router';
import { SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { useGraph } from '../app/useGraph';
import { Loading } from '../layout/Loading';
import { LazySessionDialog } from './LazySessionDialog';

/**
 * Admin-only screens: a signed-out visitor goes to the sign-in screen (docs/product.md §4.1). A
 * session that ends while one is open is asked for again over it (SessionDialog).
 */
export function AdminOnly() {
  const admin = useAppStore((state) => state.admin);
  const graph = useGraph();
  if (graph.isPending) return <Loading />;
  if (!admin) return <Navigate to={SIGN_IN} replace />;
  return (
    <>
      <Outlet />
      <LazySessionDialog />
    </>
  );
}
