/** What every screen loads first, and the health check. */
import { endpoint } from '../endpoint.js';
import type { Graph } from '../schemas/graph.js';

export const getGraph = endpoint({
  method: 'GET',
  route: '/api/graph',
  ...({} as { data: Graph }),
});

export const getHealth = endpoint({
  method: 'GET',
  route: '/api/health',
  ...({} as { data: { status: 'ok'; database: 'ok' } }),
});
