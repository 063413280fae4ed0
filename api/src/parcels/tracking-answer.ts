import type { Request, Response } from 'express';
import { rateLimitKey } from '../core/security/rate-limiter.service.js';
import { TRACKING_MISSES } from '../core/security/tracking-limits.js';
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
  /** Set while the visitor has used up the lookup budget (TrackingLookups): refused at once. */
  blockedUntil: Date | null;
}

/** The viewer of a request; a visitor's lookup is counted here (once per request). */
export function trackingViewer(
  request: Request,
  admin: boolean,
  lookups: TrackingLookups,
): TrackingViewer {
  const client = trackingClient(request);
  return {
    admin,
    client,
    limitKey: admin ? '' : rateLimitKey(TRACKING_MISSES, client),
    limit: TRACKING_MISSES.limit,
    blockedUntil: admin ? null : lookups.admit(request, client),
  };
}

/** The visitor a guess is counted against. */
export function trackingClient(request: Request): string {
  return clientOf(request);
}

/** Sends the ready JSON answer (built by PostgreSQL) with its caching headers. */
export function sendTrackingAnswer(response: Response, body: string, admin: boolean): void {
  // Always revalidated (ETag), so a change by staff shows at once; the answer depends on the
  // session, so shared caches keep the visitor's version apart and never the admin's.
  response.setHeader('Cache-Control', admin ? 'private, no-store' : 'public, no-cache');
  response.setHeader('Vary', 'Cookie');
  response.type('application/json').send(body);
}
