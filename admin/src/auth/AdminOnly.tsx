import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_TWO_FACTOR, SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { useGraph } from '../app/useGraph';
import { Loading } from '../layout/Loading';
import { LazySessionDialog } from './LazySessionDialog';
import { useSecondFactorGate } from './secondFactorGate';

/**
 * Admin-only screens: a signed-out visitor goes to the sign-in screen (docs/product.md §4.1). A
 * session that ends while one is open is asked for again over it (SessionDialog). A member the
 * owner now requires two-factor sign-in of is kept on its set-up screen until it is on.
 */
export function AdminOnly() {
  const admin = useAppStore((state) => state.admin);
  const graph = useGraph();
  const setUpFirst = useSecondFactorGate((state) => state.required);
  const { pathname } = useLocation();
  if (graph.isPending) return <Loading />;
  if (!admin) return <Navigate to={SIGN_IN} replace />;
  // Two-factor sign-in became required: its set-up is the only screen until one is on.
  if (setUpFirst && pathname !== ACCOUNT_TWO_FACTOR)
    return <Navigate to={ACCOUNT_TWO_FACTOR} replace />;
  return (
    <>
      <Outlet />
      <LazySessionDialog />
    </>
  );
}
