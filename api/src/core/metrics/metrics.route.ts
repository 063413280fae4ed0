import type { RequestHandler } from 'express';
import { problem } from '@waybill/shared';
import { errorEnvelope } from '../http/envelope.js';
import { hasBearerToken } from './bearer-token.js';
import type { Metrics } from './metrics.js';

/** Where Prometheus scrapes: outside /api, so no session, guard or contract is involved. */
export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: the registry in Prometheus' text format, only to a client sending
 * `Authorization: Bearer <METRICS_TOKEN>`; 401 otherwise, and 404 while no token is configured
 * (the figures are off).
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  return (request, response, next) => {
    response.setHeader('Cache-Control', 'no-store');
    if (token === undefined) {
      const missing = problem('route.not_found', { method: request.method, path: METRICS_PATH });
      response.status(404).json(errorEnvelope(404, [missing]));
      return;
    }
    if (!hasBearerToken(request.headers.authorization, token)) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      const refused = problem('request.refused', { reason: 'A valid metrics token is required' });
      response.status(401).json(errorEnvelope(401, [refused]));
      return;
    }
    metrics.registry.metrics().then((text) => {
      response.type(metrics.registry.contentType).send(text);
    }, next);
  };
}
