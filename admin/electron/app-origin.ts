/**
 * Where the desktop window's own screens live (first run, offline): a privileged custom scheme
 * served by the main process. The control panel itself is shown at the server's origin
 * (server-origin-handler.ts), so that passkeys, which belong to the server's host, work there.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'waybill';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The persistent session of the window: the server's cookie survives a restart here. */
export const PARTITION = 'persist:waybill';

/** The admin's home screen; it sends a signed-out admin to the sign-in screen. */
export const START_PATH = '/control/index.html';
/** The paths of the control panel's screens (and its sign-in aliases), as the server has them. */
export const PANEL_PREFIXES = ['/control', '/cp'] as const;
/** The first-run (and "change server") screen, shipped with the app. */
export const CONNECT_PATH = '/desktop/connect.html';
/** The "cannot reach the server" screen, shipped with the app. */
export const OFFLINE_PATH = '/desktop/offline.html';

export const appUrl = (path: string): string => `${APP_ORIGIN}${path}`;

/** A screen of the control panel at the server's own origin, e.g. https://server/control/…. */
export const panelUrl = (serverOrigin: string, path: string): string => `${serverOrigin}${path}`;

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether `pathname` is a screen (or asset) of the control panel: /control/… or /cp/…. */
export const isPanelPath = (pathname: string): boolean =>
  PANEL_PREFIXES.some((prefix) => isUnder(pathname, prefix));

/**
 * Whether `url` is a page of the control panel at the chosen server's origin: the window shows
 * those from the app's bundle (never the network's copy).
 */
export function isPanelUrl(url: string | URL, serverOrigin: string | null): boolean {
  const parsed = toUrl(url);
  return (
    serverOrigin !== null &&
    parsed !== null &&
    parsed.origin === serverOrigin &&
    isPanelPath(parsed.pathname)
  );
}

/**
 * Whether `url` is a page of the app: `app://waybill/...`. WHATWG URL gives custom schemes an
 * opaque ("null") origin, so scheme and host are compared instead.
 */
export function isAppUrl(url: string | URL): boolean {
  const parsed = toUrl(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

export function toUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
