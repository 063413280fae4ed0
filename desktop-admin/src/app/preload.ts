import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { savesData, whenIdle } from './idle';
import { ADMIN_HOME, PARCELS } from './paths';
import { lazyScreenOf } from './screens';
import { useAppStore } from './store';

/** What a signed-in member most likely opens next: the dashboard and the parcels. */
const SIGNED_IN_NEXT = [ADMIN_HOME, PARCELS];
/** Where signing in leads. */
const SIGNED_OUT_NEXT = [ADMIN_HOME];

let routes: RouteObject[] | undefined;

/** AppRoutes' own list, read from its elements: no second list of routes to keep in step. */
function appRoutes(): RouteObject[] {
  routes ??= createRoutesFromChildren(
    (AppRoutes() as ReactElement<{ children: ReactNode }>).props.children,
  );
  return routes;
}

/**
 * Fetches the code of the screen shown at `pathname` (following a redirect route), so that it is
 * there when the screen opens. Nothing for a screen already loaded or not loaded lazily.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const loads = (matchRoutes(appRoutes(), pathname) ?? []).map(({ route }) => {
    const element = route.element;
    if (!isValidElement(element)) return undefined;
    if (element.type === Navigate) {
      const { to } = element.props as { to: unknown };
      return typeof to === 'string' && to !== pathname ? preloadScreen(to) : undefined;
    }
    return lazyScreenOf(element.type)?.preload();
  });
  await Promise.all(loads);
}

/** The first screen's code, fetched beside the language and the graph rather than after them. */
export function preloadFirstScreen(): Promise<void> {
  return preloadScreen(window.location.pathname);
}

/**
 * After the first screen, the likely next ones are fetched while the browser is idle (the
 * dashboard from the sign-in screen; the dashboard and the parcels once signed in, also right
 * after signing in), and a link's screen as soon as it is pointed at, pressed or focused.
 */
export function prefetchLikelyScreens(): void {
  if (savesData()) return;
  const prefetch = (paths: readonly string[]) =>
    whenIdle(() => {
      for (const path of paths) void preloadScreen(path);
    });
  prefetch(useAppStore.getState().admin ? SIGNED_IN_NEXT : SIGNED_OUT_NEXT);
  useAppStore.subscribe((state, previous) => {
    if (state.admin && !previous.admin) prefetch(SIGNED_IN_NEXT);
  });
  const onLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    void preloadScreen(link.pathname);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) {
    document.addEventListener(type, onLink, { passive: true });
  }
}
