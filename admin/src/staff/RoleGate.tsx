import type { Access } from '@waybill/shared';
import { lazy, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/store';
import { withTexts } from '../i18n/i18n';
import { opensScreen, useCan } from './access';

/** Its texts are the staff area's, fetched with it (the shell's Suspense shows Loading). */
const NotAllowed = lazy(() =>
  withTexts(['staff'], () => import('./NotAllowed')).then((m) => ({ default: m.NotAllowed })),
);

/**
 * Inside the signed-in screens: the screen opens only when the member's role allows what the
 * screen registry says it needs (and never for an address it does not list); otherwise a clear
 * "not allowed" state instead of a page whose calls fail.
 */
export function RoleGate() {
  const { pathname } = useLocation();
  const role = useAppStore((state) => (state.admin ? state.admin.role : null));
  return opensScreen(role, pathname) ? <Outlet /> : <NotAllowed />;
}

/**
 * Part of a screen shown only to a role that may do what `access` asks (a delete, a retry, the
 * parcel's changes): nothing at all for the others, not a disabled control.
 */
export function Can({ access, children }: { access: Access; children: ReactNode }) {
  return useCan(access) ? children : null;
}
