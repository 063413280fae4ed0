import { type Access, allows, type Role } from '@waybill/shared';
import { screenAt } from '../app/screenAt';
import { useAppStore } from '../app/store';

/**
 * Whether a member of `role` may open the screen at `pathname`, as the screen registry declares
 * it (app/registry.ts; each screen's access is the endpoint it is built on, the same table the
 * API's guard enforces). An address the registry does not list is denied to every role. A guest
 * screen counts as open: a member following a link to it is only sent to the dashboard.
 */
export function opensScreen(role: Role | null | undefined, pathname: string): boolean {
  const screen = screenAt(pathname.split(/[?#]/)[0]);
  if (!screen) return false;
  return screen.access === 'guest' || allows(role, screen.access);
}

/**
 * The one check of the screens: whether the signed-in member's role may do what
 * `access` asks, e.g. `useCan(deleteParcel.access)`; false when signed out. A button, link or
 * section that changes something is left out when it answers false.
 */
export function useCan(access: Access): boolean {
  return useAllows()(access);
}

/** The same check as a function, for a list of things to filter (menu sections, tiles). */
export function useAllows(): (access: Access) => boolean {
  const role = useAppStore((state) => (state.admin ? state.admin.role : null));
  return (access) => allows(role, access);
}

/**
 * Whether a link to `to` is worth showing: always when signed out (the guest screens' links),
 * otherwise only when the member's role may open the screen it leads to.
 */
export function useMayOpen(): (to: string) => boolean {
  const admin = useAppStore((state) => state.admin);
  return (to) => !admin || opensScreen(admin.role, to);
}
