/** The schemas and summaries of the endpoints in dashboard.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { dashboardSchema } from '../schemas/dashboard.js';
import * as endpoints from './dashboard.js';

export const dashboardSchemas = describeArea(endpoints, {
  getDashboard: {
    summary:
      'The day’s figures: parcels by status, late (due before today, not delivered), created today (the company’s time zone); failed and queued mail.',
    data: () => dashboardSchema,
  },
});
