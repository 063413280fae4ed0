/** What every screen loads first, and the health checks. */
import { endpoint } from '../endpoint.js';
import type { Graph } from '../schemas/graph.js';

export const getGraph = endpoint({
  method: 'GET',
  route: '/api/graph',
  access: 'public',
  ...({} as { data: Graph }),
});

export const getHealth = endpoint({
  method: 'GET',
  route: '/api/health',
  access: 'public',
  ...({} as { data: { status: 'ok'; database: 'ok' } }),
});

/** Liveness: the process answers; no database is asked. */
export const getHealthLive = endpoint({
  method: 'GET',
  route: '/api/health/live',
  access: 'public',
  ...({} as { data: { status: 'ok' } }),
});

/**
 * Readiness: the database answers and its migrations are done; a 503 envelope while the instance
 * starts, while the database is away and once it is shutting down.
 */
export const getHealthReady = endpoint({
  method: 'GET',
  route: '/api/health/ready',
  access: 'public',
  ...({} as { data: { status: 'ready'; database: 'ok'; migrations: 'done' } }),
});
