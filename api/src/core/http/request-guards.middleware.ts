import { type Problem, problem, signOut, signOutUser } from '@waybill/shared';
import type { NextFunction, Request, Response } from 'express';
import { errorEnvelope } from './envelope.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];
/** The original contract's sign-out links: GETs that end the session (HEAD runs them too). */
const SIGN_OUT_LINKS = new Set<string>([signOut.route, signOutUser.route]);

/**
 * Refuses changes (POST/PUT/PATCH/DELETE) requested from any origin but ours (CSRF, and the
 * sandboxed chat widget): a browser sends Origin (or at least Sec-Fetch-Site) with every
 * cross-site change, and the session cookie is SameSite=Lax. Clients that send neither (not a
 * browser) pass. Also refuses bodies in a type the API does not read.
 */
export function requestGuards(allowedOrigins: string[]) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) {
      // A sign-out link another site opens (a link, an image, a redirect) must not end the session.
      if (isSignOutLink(request) && !isOwnNavigation(request, allowedOrigins)) {
        return refuse(response, 403, problem('request.cross_site'));
      }
      return next();
    }
    if (!isSameSite(request, allowedOrigins)) {
      return refuse(response, 403, problem('request.cross_site'));
    }
    if (hasBody(request) && !BODY_TYPES.some((type) => request.is(type))) {
      return refuse(response, 415, problem('request.content_type'));
    }
    next();
  };
}

/**
 * Refuses an address holding an encoded NUL (%00) in its path or query: PostgreSQL cannot take
 * the character, and no code, slug or search contains one. Bodies are checked by the contract.
 */
export function refuseNulInAddress(request: Request, response: Response, next: NextFunction) {
  if (/%00/.test(request.originalUrl)) {
    return refuse(response, 400, problem('request.nul_in_address'));
  }
  next();
}

function isSameSite(request: Request, allowedOrigins: string[]): boolean {
  const origin = request.get('origin');
  if (origin !== undefined) return isOwnOrigin(origin, request, allowedOrigins);
  // No Origin: a client that is not a browser (scripts, curl, monitoring) or an
  // old browser. Sec-Fetch-Site, which pages cannot set, still tells a cross-site one.
  const fetchSite = request.get('sec-fetch-site');
  return !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
}

function isSignOutLink(request: Request): boolean {
  const address = `${request.baseUrl}${request.path}`.toLowerCase().replace(/\/+$/, '');
  return SIGN_OUT_LINKS.has(address);
}

/**
 * A GET our own pages sent, or one no browser page of another site made: Sec-Fetch-Site (which
 * pages cannot set) says same-origin, or none (typed in the address bar, a bookmark). Browsers
 * without it are judged by Origin, then Referer; a client that sends none of them (not a browser)
 * passes. Another site's page, even a sibling subdomain (same-site), does not.
 */
function isOwnNavigation(request: Request, allowedOrigins: string[]): boolean {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.get('origin');
  if (origin !== undefined) return isOwnOrigin(origin, request, allowedOrigins);
  const referer = request.get('referer');
  if (referer === undefined) return true;
  try {
    return isOwnOrigin(new URL(referer).origin, request, allowedOrigins);
  } catch {
    return false;
  }
}

/**
 * Our origin is PUBLIC_URL's or the one the request was sent to. `null` is never ours: it is an
 * opaque origin (the sandboxed chat widget frame, a data: page, a redirect from another site),
 * while our own pages send their real origin (Referrer-Policy same-origin, security-headers.ts).
 */
function isOwnOrigin(origin: string, request: Request, allowedOrigins: string[]): boolean {
  if (origin === 'null') return false;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.get('host');
  } catch {
    return false;
  }
}

function hasBody(request: Request): boolean {
  const length = request.get('content-length');
  return request.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

function refuse(response: Response, status: number, refusal: Problem) {
  response.status(status).json(errorEnvelope(status, [refusal]));
}
