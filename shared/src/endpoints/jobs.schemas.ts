/** The schemas and summaries of the endpoints in jobs.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { pagedSchema } from '../envelope.js';
import { jobQueueSchema, jobRetrySchema, jobSchema, jobsQuerySchema } from '../schemas/jobs.js';
import * as endpoints from './jobs.js';

export const jobsSchemas = describeArea(endpoints, {
  listJobs: {
    summary: 'Background jobs, newest first, with state, tries, due time and last error.',
    query: jobsQuerySchema,
    data: () => pagedSchema(jobSchema),
  },
  getJobQueue: {
    summary: 'The names of the jobs the server runs, and each cron schedule with its next run.',
    data: () => jobQueueSchema,
  },
  retryJob: {
    summary: 'Run a failed job again now, its tries counted afresh.',
    body: jobRetrySchema,
    data: () => jobSchema,
  },
});
