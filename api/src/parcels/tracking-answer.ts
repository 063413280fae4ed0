import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { rateLimitKey } from '../core/security/rate-limiter.service.js';
import {
  TRACKING_LOOKUP_RULE,
  TRACKING_MISSES,
  TRACKING_REVALIDATION_RULE,
} from '../core/security/tracking-limits.js';
import { clientOf } from '../core/security/client-key.js';
import type { TrackingLookups } from '../core/security/tracking-lookups.js';

/**
 * Who asks for a tracking answer: the admin sees every field; a visitor is rate-limited per
 * client, on every lookup and, more strictly, on misses.
 */
export interface TrackingViewer {
  admin: boolean;
  /** The visitor a miss is counted against. */
  client: string;
  limitKey: string;
  limit: number;
  /** Set while the visitor has used up its budget (TrackingLookups): refused at once. */
  blockedUntil: Date | null;
  /** The rule whose budget `blockedUntil` comes from (refusals are counted under it). */
  blockedRule: string;
  /**
   * Counts the lookup of a revalidating visitor once the answer carries a body (a changed
   * parcel, or none): the end of the window when the lookup budget is used up, else null. A
   * visitor who did not revalidate paid up front; an admin never pays.
   */
  chargeLookup: () => Date | null;
}

/**
 * The viewer of a request; a visitor's lookup is counted here (once per request). A visitor's
 * tracking call with If-None-Match (`revalidation`) pays a revalidation here and a lookup only
 * when its answer has changed (docs/product.md §11).
 */
export function trackingViewer(
  request: Request,
  admin: boolean,
  lookups: TrackingLookups,
  revalidation = false,
): TrackingViewer {
  const client = trackingClient(request);
  const viewer = {
    admin,
    client,
    limitKey: admin ? '' : rateLimitKey(TRACKING_MISSES, client),
    limit: TRACKING_MISSES.limit,
  };
  if (admin)
    return {
      ...viewer,
      blockedUntil: null,
      blockedRule: TRACKING_LOOKUP_RULE,
      chargeLookup: () => null,
    };
  if (revalidation && asksToRevalidate(request)) {
    return {
      ...viewer,
      blockedUntil: lookups.admitRevalidation(request, client),
      blockedRule: TRACKING_REVALIDATION_RULE,
      chargeLookup: () => lookups.admit(request, client),
    };
  }
  return {
    ...viewer,
    blockedUntil: lookups.admit(request, client),
    blockedRule: TRACKING_LOOKUP_RULE,
    chargeLookup: () => null,
  };
}

/** The visitor a guess is counted against. */
export function trackingClient(request: Request): string {
  return clientOf(request);
}

/**
 * The ETag of an answer: a hash of its bytes, so every instance gives the same one (the form
 * Express gives by default). Knowing it means having had the answer.
 */
export function trackingEtag(body: string): string {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').slice(0, 27);
  return `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"`;
}

/** The entity tags an If-None-Match names, without their weak marks. */
function namedTags(request: Request): string[] {
  const header = request.headers['if-none-match'];
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag.startsWith('"') && tag.length > 2);
}

/**
 * Whether the request revalidates an answer it had: an If-None-Match naming at least one tag.
 * `*` ("any answer") names none: it would say whether a code exists without having seen it.
 */
export function asksToRevalidate(request: Request): boolean {
  return namedTags(request).length > 0;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function isUnchangedFor(request: Request, etag: string): boolean {
  const tag = etag.replace(/^W\//, '');
  return namedTags(request).includes(tag);
}

/**
 * How a found parcel's answer goes out: `unchanged` (a 304, which costs a revalidating visitor
 * no lookup), else the body, which a revalidating visitor now pays a lookup for:
 * `refusedUntil` is set when that lookup is over the budget, and nothing may be sent but 429.
 */
export function prepareTrackingAnswer(
  request: Request,
  body: string,
  viewer: TrackingViewer,
): { etag: string; unchanged: boolean; refusedUntil: Date | null } {
  const etag = trackingEtag(body);
  if (isUnchangedFor(request, etag)) return { etag, unchanged: true, refusedUntil: null };
  return { etag, unchanged: false, refusedUntil: viewer.chargeLookup() };
}

/**
 * Sends the ready JSON answer (built by PostgreSQL) with its caching headers, or a bodiless 304
 * when the client has it already. Express's own freshness check is not used: it would answer
 * `If-None-Match: *` with a 304 for every code that exists.
 */
export function sendTrackingAnswer(
  response: Response,
  body: string,
  answer: { etag: string; unchanged: boolean },
  admin: boolean,
): void {
  // Always revalidated (ETag), so a change by staff shows at once; the answer depends on the
  // session, so shared caches keep the visitor's version apart and never the admin's.
  response.setHeader('Cache-Control', admin ? 'private, no-store' : 'public, no-cache');
  response.setHeader('Vary', 'Cookie');
  response.setHeader('ETag', answer.etag);
  if (answer.unchanged) {
    response.status(304).end();
    return;
  }
  response.status(200).type('application/json');
  response.setHeader('Content-Length', Buffer.byteLength(body, 'utf8'));
  response.end(body);
}
