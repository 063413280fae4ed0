import { isAppUrl, isPanelUrl, toUrl } from '../app-origin.js';

export type NavigationDecision =
  { action: 'allow' } | { action: 'open-externally'; url: string } | { action: 'block' };

/** The app's own pages: the admin screens, their sign-in aliases and the desktop screens. */
const APP_PAGE_PREFIXES = ['/control', '/cp', '/desktop'];

/** Schemes the system may open for a link: a browser tab or the mail client. */
const EXTERNAL_SCHEMES = new Set(['https:', 'http:', 'mailto:']);

/**
 * Where a page of the window may go. The window shows only the app's own pages: the control
 * panel at the server's origin (served from the bundle, server-origin-handler.ts) and the app://
 * screens; a link to a web site (or to the public site, which the server serves) opens in the
 * system browser; anything else (file:, javascript:, a custom scheme…) goes nowhere.
 */
export function decideNavigation(target: string, serverOrigin: string | null): NavigationDecision {
  const url = toUrl(target);
  if (url === null) return { action: 'block' };
  if (isPanelUrl(url, serverOrigin)) return { action: 'allow' };
  if (isAppUrl(url)) {
    if (APP_PAGE_PREFIXES.some((prefix) => isUnder(url.pathname, prefix)))
      return { action: 'allow' };
    return onServer(url, serverOrigin);
  }
  if (EXTERNAL_SCHEMES.has(url.protocol)) return { action: 'open-externally', url: url.href };
  return { action: 'block' };
}

/**
 * What a new window (`window.open`, a link with target=_blank) becomes: never a second window of
 * the app. "Open the public page in a new tab" opens it on the server in the system browser.
 */
export function decideNewWindow(target: string, serverOrigin: string | null): NavigationDecision {
  const url = toUrl(target);
  if (url === null) return { action: 'block' };
  if (isAppUrl(url)) return onServer(url, serverOrigin);
  if (EXTERNAL_SCHEMES.has(url.protocol)) return { action: 'open-externally', url: url.href };
  return { action: 'block' };
}

function onServer(url: URL, serverOrigin: string | null): NavigationDecision {
  if (serverOrigin === null) return { action: 'block' };
  return {
    action: 'open-externally',
    url: `${serverOrigin}${url.pathname}${url.search}${url.hash}`,
  };
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
