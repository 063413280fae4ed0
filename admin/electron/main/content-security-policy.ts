/**
 * The policy of every page and answer the app serves. Scripts come only from the app bundle (no
 * inline script, no eval); styles may be inline because Blueprint and Leaflet position their
 * popovers and map panes with style attributes. Map tiles, photos and videos may come from any
 * https host, as in the browser build; the renderer talks only to its own origin, whose /api the
 * main process forwards.
 */
const DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:', 'https:'],
  ['font-src', "'self'", 'data:'],
  ['connect-src', "'self'"],
  ['media-src', "'self'", 'blob:', 'https:'],
  ['frame-src', 'https:'],
  ['worker-src', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.map((directive) => directive.join(' ')).join(
  '; ',
);

/** Adds the policy and its companions to an answer the app is about to return. */
export function withSecurityHeaders(response: Response): Response {
  response.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}
