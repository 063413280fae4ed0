import type { Request, Response } from 'express';
import { rateLimitKey } from '../core/security/rate-limiter.service.js';
import { TRACKING_MISSES } from '../core/security/tracking-limits.js';
import { clientOf } from '../core/security/client-key.js';

/** Who asks for a tracking answer: the admin sees every field; a visitor is rate-limited by IP. */
export interface TrackingViewer {
  admin: boolean;
  /** The visitor a miss is counted against. */
  client: string;
  limitKey: string;
  limit: number;
}

export function trackingViewer(request: Request, admin: boolean): TrackingViewer {
  const client = trackingClient(request);
  return {
    admin,
    client,
    limitKey: admin ? '' : rateLimitKey(TRACKING_MISSES, client),
    limit: TRACKING_MISSES.limit,
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
