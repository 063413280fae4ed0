import { Outlet, useLocation } from 'react-router';
import { screenAccess, useCan } from './access';
import { NotAllowed } from './NotAllowed';

/**
 * Inside the signed-in screens: the screen opens only when the member's role allows what it
 * needs (SCREEN_ACCESS); otherwise a clear "not allowed" state instead of a page whose calls fail.
 */
export function RoleGate() {
  const { pathname } = useLocation();
  const can = useCan();
  return can(screenAccess(pathname)) ? <Outlet /> : <NotAllowed />;
}
