/**
 * Where the desktop window lives: a privileged custom scheme served by the main process, so the
 * admin bundle runs as the browser build and its /api calls stay same-origin.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'waybill';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The persistent session of the window: the server's cookie survives a restart here. */
export const PARTITION = 'persist:waybill';

/** The admin's home screen; it sends a signed-out admin to the sign-in screen. */
export const START_PATH = '/control/index.html';
/** The first-run (and "change server") screen, shipped with the app. */
export const CONNECT_PATH = '/desktop/connect.html';
/** The "cannot reach the server" screen, shipped with the app. */
export const OFFLINE_PATH = '/desktop/offline.html';

export const appUrl = (path: string): string => `${APP_ORIGIN}${path}`;

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
