import type { RequestHandler } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';
import { methodLabel, routeLabel } from './route-label.js';

const LABELS = ['method', 'route', 'status'] as const;

/**
 * Counts every HTTP answer and times it, by method, route template and status. Mounted first, so it
 * sees every request, those refused by the guards included.
 */
export function httpMetrics(registry: Registry): RequestHandler {
  const requests = new Counter({
    name: 'waybill_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'waybill_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route template and status',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = {
        method: methodLabel(request.method),
        route: routeLabel(request),
        status: String(response.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
