/** The schemas and summaries of the endpoints in site.ts, each required by the compiler. */
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import { graphSchema } from '../schemas/graph.js';
import * as endpoints from './site.js';

export const siteSchemas = describeArea(endpoints, {
  getGraph: {
    summary: 'What every screen needs at start: pages, admin, reviews, settings.',
    data: () => graphSchema,
  },
  getHealth: {
    summary: 'Liveness with a database check.',
    data: () => z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  },
  getHealthLive: {
    summary: 'Liveness: the process answers (no database check).',
    data: () => z.object({ status: z.literal('ok') }),
  },
  getHealthReady: {
    summary:
      'Readiness: the database answers and migrations are done; 503 while starting, during a database outage and while shutting down.',
    data: () =>
      z.object({
        status: z.literal('ready'),
        database: z.literal('ok'),
        migrations: z.literal('done'),
      }),
  },
});
