/** What every screen loads first, and the health check. */
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
