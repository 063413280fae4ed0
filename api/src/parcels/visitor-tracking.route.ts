import { trackParcel } from '@waybill/shared';
import type { RequestHandler } from 'express';
import { isDatabaseUnreachable } from '../core/database/errors.js';
import { bearerOf } from '../core/http/api-key-caller.js';
import { logRequest } from '../core/logging.js';
import { hasSessionCookie } from '../core/session/session.constants.js';
import type { TrackingLookups } from '../core/security/tracking-lookups.js';
import type { ParcelsService } from './parcels.service.js';
import { prepareTrackingAnswer, sendTrackingAnswer, trackingViewer } from './tracking-answer.js';

/** Where the route is mounted: the same path as ParcelsController's detail. */
export const VISITOR_TRACKING_PATH = trackParcel.route;

/**
 * A visitor's GET /api/parcels/{code}, the product's hottest call, answered before the
 * framework's per-request machinery (sessions, router, guard, interceptor, request logger), which
 * costs about as much CPU as the lookup itself (`npm run bench:tracking`). Only the common case
 * is answered here: a parcel found for a request without a session cookie, with the same body
 * and headers as the controller. Everything else (an admin, an unknown code, a visitor over the
 * lookup budget or the guessing limit, an error) goes on to ParcelsController, which owns the
 * whole behaviour and asks again (the lookup is counted once: TrackingLookups.admit, and so is a
 * revalidation, which pays a lookup only when its answer changed); except
 * when the database is not reachable, which goes straight to the API's error answer (the 503)
 * rather than wait for the database a second time.
 */
export function visitorTrackingRoute(
  parcels: ParcelsService,
  lookups: TrackingLookups,
): RequestHandler {
  return (request, response, next) => {
    // Staff and shops' keys (docs/api.md) are answered by the controller.
    if (hasSessionCookie(request) || bearerOf(request) !== undefined) return next();
    const viewer = trackingViewer(request, false, lookups, true);
    if (viewer.blockedUntil) return next();
    parcels.trackingAnswer(String(request.params.code), viewer).then(
      ({ blockedUntil, body }) => {
        if (blockedUntil || body === null) return next();
        const answer = prepareTrackingAnswer(request, body, viewer);
        if (answer.refusedUntil) return next();
        logRequest(request, response);
        sendTrackingAnswer(response, body, answer, false);
      },
      (error: unknown) => {
        if (!isDatabaseUnreachable(error)) return next();
        logRequest(request, response);
        next(error);
      },
    );
  };
}
