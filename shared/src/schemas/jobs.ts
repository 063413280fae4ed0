import { z } from 'zod';
import { emptyToUndefined, idSchema } from '../validation.js';
import { pageQuerySchema } from './queries.js';

/**
 * The background job queue as the owner sees it (docs/product.md §4.14): each job's state as the
 * `jobs` table keeps it: waiting (`queued`, also between tries), `running`, `done`, or `failed`
 * once its tries are spent.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job: what it is, where it stands, and its last error. Times are ISO 8601. */
export const jobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When it is due (its next try while waiting). */
  run_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A cron schedule (five fields, UTC) and when it next enqueues its job. */
export const jobScheduleSchema = z.object({
  name: z.string(),
  cron: z.string(),
  next_run_at: z.string(),
});
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

/** GET /api/jobs/queue: the names of the jobs this server runs, and the schedules. */
export const jobQueueSchema = z.object({
  names: z.array(z.string()),
  schedules: z.array(jobScheduleSchema),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

/** GET /api/jobs: newest first, optionally one state and one job name. */
export const jobsQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(emptyToUndefined, z.enum(JOB_STATES).optional()),
  name: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(100).optional()),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** POST /api/jobs/retry: a failed job, run again now with its tries counted afresh. */
export const jobRetrySchema = z.object({ id: idSchema });
export type JobRetryPayload = z.infer<typeof jobRetrySchema>;
