import type { Access } from '@waybill/shared';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { screenAccess, useCan } from './access';
import { NotAllowed } from './NotAllowed';

/**
 * Inside the signed-in screens: the screen opens only when the member's role allows what it
 * needs (SCREEN_ACCESS); otherwise a clear "not allowed" state instead of a page whose calls fail.
 */
export function RoleGate() {
  const { pathname } = useLocation();
  return useCan(screenAccess(pathname)) ? <Outlet /> : <NotAllowed />;
}

/**
 * Part of a screen shown only to a role that may do what `access` asks (a delete, a retry, the
 * parcel's changes): nothing at all for the others, not a disabled control.
 */
export function Can({ access, children }: { access: Access; children: ReactNode }) {
  return useCan(access) ? children : null;
}
