import { envelopeResponse } from './envelope.js';
import { NO_REDIRECTS, isCancelledRedirect, isRedirect, redirectTarget } from './redirects.js';

/**
 * RequestInit as Node and Electron read it: a streamed body needs `duplex: 'half'`; Electron's
 * `bypassCustomProtocolHandlers` sends a request past the session's own handlers of its scheme.
 */
export type ForwardInit = RequestInit & { duplex?: 'half'; bypassCustomProtocolHandlers?: boolean };

/**
 * How a forwarded request reaches the server. In the app: the window session's `fetch`
 * (Chromium's network stack), whose cookie jar keeps the server's session cookie.
 */
export type ForwardFetch = (url: string, init: ForwardInit) => Promise<Response>;

export interface ForwardOptions {
  /** The origin the window's pages have (app://waybill). */
  appOrigin: string;
  /** The origin of the company's server, e.g. https://waybill.example.com. */
  serverOrigin: string;
  fetch: ForwardFetch;
}

/** The paths the server answers; everything else is the app's own bundle. */
const FORWARDED_PREFIXES = ['/api', '/uploads'];

export const isForwardedPath = (pathname: string): boolean =>
  FORWARDED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Request headers that stay behind. Hop-by-hop and framing headers belong to one connection;
 * the network stack sets Host, Content-Length, cookies and Sec-* itself (Chromium refuses most
 * of them from code); Origin is replaced by the server's own; Referer would name app:// pages.
 */
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'cookie',
  'cookie2',
  'origin',
  'referer',
  'accept-encoding',
  'accept-charset',
  'date',
  'dnt',
  'via',
]);

/**
 * Response headers that stay behind: the cookie belongs to the server and lives in the session's
 * jar, never in the page; the body arrives decoded and re-framed, so its old encoding and length
 * no longer apply.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'trailer',
  'upgrade',
]);

/**
 * Sends a request of the window to the server and streams the answer back: method, headers and
 * body (multipart uploads included) as the page sent them, the answer's status, headers and body
 * as the server sent them. Requests that another site started are refused, because the
 * forwarded request carries the staff member's session. So are redirects (redirects.ts): the API
 * never sends one, and Electron's fetch cannot show where one leads, so none is followed.
 */
export async function forwardToServer(
  request: Request,
  options: ForwardOptions,
): Promise<Response> {
  if (!isFromApp(request, options.appOrigin)) {
    return envelopeResponse(403, 'Cross-site request refused');
  }

  const incoming = new URL(request.url);
  const target = `${options.serverOrigin}${incoming.pathname}${incoming.search}`;
  const headers = sendableHeaders(request.headers);
  // The API refuses changes whose Origin is another site; this request is the server's own.
  headers.set('Origin', options.serverOrigin);

  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await options.fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      ...(hasBody ? { duplex: 'half' as const } : {}),
      credentials: 'include',
      redirect: NO_REDIRECTS,
    });
  } catch (error) {
    if (isCancelledRedirect(error)) return refusedRedirect(options.serverOrigin, null);
    return envelopeResponse(
      502,
      `Cannot reach the Waybill server at ${options.serverOrigin} (${reason(error)}). Check the network connection and try again.`,
    );
  }

  if (isRedirect(upstream)) {
    await upstream.body?.cancel();
    return refusedRedirect(options.serverOrigin, redirectTarget(upstream, options.serverOrigin));
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders.append(name, value);
  });
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

/** The headers of a page's request that the network stack may be handed again (see above). */
export function sendableHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (
      !DROPPED_REQUEST_HEADERS.has(name) &&
      !name.startsWith('sec-') &&
      !name.startsWith('proxy-')
    ) {
      headers.set(name, value);
    }
  });
  return headers;
}

/**
 * Electron sets `initiatorOrigin` on requests web content made (the page cannot forge it);
 * browsers send Origin on every change. Either one naming another site means another site
 * (an embedded frame, say) is asking.
 */
function isFromApp(request: Request, appOrigin: string): boolean {
  const initiator = (request as Request & { initiatorOrigin?: string }).initiatorOrigin;
  const origin = request.headers.get('origin');
  return [initiator, origin].every(
    (value) => value === undefined || value === null || value === appOrigin,
  );
}

function refusedRedirect(serverOrigin: string, target: string | null): Response {
  return envelopeResponse(
    502,
    `The Waybill server at ${serverOrigin} answered with a redirect${target ? ` to ${target}` : ''}, which the app does not follow: it would take the signed-in session along. If the server has moved, enter its new address with Server → Change Server….`,
  );
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
