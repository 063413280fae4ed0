import type { AppHandler } from './app-handler.js';
import { isPanelPath, toUrl } from '../app-origin.js';
import { type BundleFolders, serveBundleFile } from './bundle-files.js';
import { withSecurityHeaders } from './content-security-policy.js';
import {
  type ForwardFetch,
  type ForwardInit,
  forwardToServer,
  isForwardedPath,
  sendableHeaders,
} from './forwarding.js';

export interface ServerOriginHandlerOptions extends BundleFolders {
  /** The server chosen at first run, read at each request; null before the first run. */
  serverOrigin: () => string | null;
  /**
   * The window session's network stack, past this handler (Electron: `bypassCustomProtocolHandlers`),
   * so a forwarded request goes to the network instead of coming back here.
   */
  fetch: ForwardFetch;
}

/**
 * The handler of http: and https: in the window's session (docs/architecture.md §7). The control
 * panel is shown at the server's own origin, so that a passkey's RP ID (the server's host) is the
 * page's host and WebAuthn works as in a browser:
 *
 * - the panel's screens and assets (/control, /cp) come from the bundle inside the app, never
 *   from the network;
 * - /api and /uploads are forwarded to the server as from the app:// origin (forwarding.ts): the
 *   session's cookie jar keeps the cookies, redirects are refused, other sites' requests too;
 * - any other path of the server (the public site, /desktop) is not served there: 404;
 * - every other address (map tiles, photos, embedded videos) goes to the network as asked, but
 *   without cookies, so that nothing the page loads from elsewhere, nor a redirect from there,
 *   carries the staff member's session.
 */
export function createServerOriginHandler(options: ServerOriginHandlerOptions): AppHandler {
  return async (request) => {
    const server = options.serverOrigin();
    const url = toUrl(request.url);
    if (server === null || url === null || url.origin !== server) {
      return passThrough(request, options.fetch);
    }
    if (isForwardedPath(url.pathname)) {
      return withSecurityHeaders(
        await forwardToServer(request, {
          appOrigin: server,
          serverOrigin: server,
          fetch: options.fetch,
        }),
      );
    }
    if (!isPanelPath(url.pathname)) {
      return withSecurityHeaders(
        new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } }),
      );
    }
    return withSecurityHeaders(await serveBundleFile(request.method, url.pathname, options));
  };
}

/** The request as the page made it, to the network, without the session's cookies. */
async function passThrough(request: Request, fetch: ForwardFetch): Promise<Response> {
  // Cookie, Origin, Referer and the framing headers stay behind, as for the server (forwarding.ts).
  const headers = sendableHeaders(request.headers);
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  const init: ForwardInit = {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    ...(hasBody ? { duplex: 'half' as const } : {}),
    credentials: 'omit',
    redirect: request.redirect,
  };
  try {
    return await fetch(request.url, init);
  } catch {
    return Response.error();
  }
}
