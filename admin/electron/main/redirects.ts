/**
 * Redirects from the server are never followed: a followed redirect would take the session's
 * cookies (Chromium sends a host's cookies to any of its ports), the page's headers and a 307's
 * body to wherever it points. Requests go with `redirect: 'manual'`: Electron's net.fetch then
 * rejects at a redirect ("Redirect was cancelled"), Node's fetch hands the 3xx back.
 */
export const NO_REDIRECTS = 'manual' as const;

/** A 3xx handed back (Node), or the opaque redirect of a browser's fetch. */
export const isRedirect = (response: Response): boolean =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/** Electron's net.fetch in 'manual' mode ends the request with this error at a redirect. */
export const isCancelledRedirect = (error: unknown): boolean =>
  error instanceof Error && error.message === 'Redirect was cancelled';

/** Where a redirect points, as an absolute address; null when unknown or unreadable. */
export function redirectTarget(response: Response | null, serverOrigin: string): string | null {
  const location = response?.headers.get('location');
  return location ? (URL.parse(location, serverOrigin)?.href ?? null) : null;
}
