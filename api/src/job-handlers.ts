import { Housekeeping } from './core/housekeeping.service.js';
import type { JobClass } from './core/jobs/job-handler.js';
import { MailDeliveryJob } from './mail/mail-delivery.job.js';

/**
 * Every job's handler (docs/architecture.md §4.7): the job names and payload types come from
 * this list, so `Jobs.enqueue` refuses, at type-check time, a name not here.
 */
export const JOB_HANDLERS = [MailDeliveryJob, Housekeeping] as const satisfies readonly JobClass[];

declare module './core/jobs/job-handler.js' {
  interface RegisteredJobs {
    handlers: typeof JOB_HANDLERS;
  }
}
