/** The background job queue, for the owner: jobs, their schedules, and a failed one run again. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Job, JobQueue, jobRetrySchema, jobsQuerySchema } from '../schemas/jobs.js';

export const listJobs = endpoint({
  method: 'GET',
  route: '/api/jobs',
  access: 'system.manage',
  ...({} as { query: In<typeof jobsQuerySchema>; data: Paged<Job> }),
});

export const getJobQueue = endpoint({
  method: 'GET',
  route: '/api/jobs/queue',
  access: 'system.manage',
  ...({} as { data: JobQueue }),
});

/** A mail delivery's dead job runs the outbox's Retry of its message, which writes `mail.update`. */
export const retryJob = endpoint({
  method: 'POST',
  route: '/api/jobs/retry',
  access: 'system.manage',
  audit: { writes: ['job.update', 'mail.update'] },
  ...({} as { body: In<typeof jobRetrySchema>; data: Job }),
});
