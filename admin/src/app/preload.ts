import { loadProblemTexts } from '../i18n/i18n';
import { loadAllIcons } from '../theme/icons';
import { savesData, whenIdle } from './idle';
import { ADMIN_HOME, PARCELS } from './paths';
import { REDIRECTS } from './registry';
import { screenAt } from './screenAt';
import { useAppStore } from './store';

/** What a signed-in member most likely opens next: the dashboard and the parcels. */
const SIGNED_IN_NEXT = [ADMIN_HOME, PARCELS];
/** Where signing in leads. */
const SIGNED_OUT_NEXT = [ADMIN_HOME];

/**
 * Fetches the code of the screen the registry shows at `pathname` (following a redirect), so that
 * it is there when the screen opens. Nothing for an address that is no screen.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await screenAt(REDIRECTS[pathname] ?? pathname)?.screen.preload();
}

/** The first screen's code, fetched beside the language and the graph rather than after them. */
export function preloadFirstScreen(): Promise<void> {
  return preloadScreen(window.location.pathname);
}

/**
 * Whether the address's screen is a signed-out visitor's (the sign-in screen…): shown without the
 * side menu, so the first render needs none of a member's icons.
 */
export function firstScreenSignedOut(): boolean {
  const { pathname } = window.location;
  return screenAt(REDIRECTS[pathname] ?? pathname)?.access === 'guest';
}

/**
 * After the first screen, the likely next ones are fetched while the browser is idle (the
 * dashboard from the sign-in screen; the dashboard and the parcels once signed in, also right
 * after signing in), and a link's screen as soon as it is pointed at, pressed or focused.
 */
export function prefetchLikelyScreens(): void {
  if (savesData()) return;
  // The icons the first screens do not draw (theme/icons.ts) and the problems' texts (i18n.ts),
  // for the parts fetched later.
  whenIdle(() => {
    void loadAllIcons();
    void loadProblemTexts();
  });
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
