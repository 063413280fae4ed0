import { type BundleFolders, serveBundleFile } from './bundle-files.js';
import { withSecurityHeaders } from './content-security-policy.js';
import { envelopeResponse } from './envelope.js';
import { type ForwardFetch, forwardToServer, isForwardedPath } from './forwarding.js';

export interface AppHandlerOptions extends BundleFolders {
  /** The origin this handler plays: app://waybill in the app (a test server's in the tests). */
  appOrigin: string;
  /** The server chosen at first run, read at each request; null before the first run. */
  serverOrigin: () => string | null;
  fetch: ForwardFetch;
}

export type AppHandler = (request: Request) => Promise<Response>;

/**
 * The one handler of the app's origin: /api/* and /uploads/* go to the server, everything else
 * comes from the bundle shipped inside the app. Every answer carries the app's CSP.
 */
export function createAppHandler(options: AppHandlerOptions): AppHandler {
  return async (request) => {
    const url = new URL(request.url);
    if (`${url.protocol}//${url.host}` !== options.appOrigin) {
      return withSecurityHeaders(new Response('Not found', { status: 404 }));
    }
    if (isForwardedPath(url.pathname)) {
      const serverOrigin = options.serverOrigin();
      if (serverOrigin === null) {
        return withSecurityHeaders(envelopeResponse(503, 'No Waybill server is chosen yet.'));
      }
      return withSecurityHeaders(
        await forwardToServer(request, {
          appOrigin: options.appOrigin,
          serverOrigin,
          fetch: options.fetch,
        }),
      );
    }
    return withSecurityHeaders(await serveBundleFile(request.method, url.pathname, options));
  };
}
