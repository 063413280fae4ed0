import { Housekeeping } from './core/housekeeping.service.js';
import type { JobClass } from './core/jobs/job-handler.js';
import { MailDeliveryJob } from './mail/mail-delivery.job.js';
import {
  DeliveryPredictionsJob,
  ParcelPredictionJob,
} from './parcels/predictions/delivery-prediction.jobs.js';
import { WebhookDeliveryJob } from './webhooks/webhook-delivery.job.js';
import { ParcelImportJob } from './imports/parcel-import.job.js';
import { BulkActionJob } from './parcels/bulk-action.job.js';
import { PersonalDataRetentionJob } from './privacy/personal-data-retention.job.js';

/**
 * Every job's handler (docs/architecture.md §4.7): the job names and payload types come from
 * this list, so `Jobs.enqueue` refuses, at type-check time, a name not here.
 */
export const JOB_HANDLERS = [
  MailDeliveryJob,
  Housekeeping,
  WebhookDeliveryJob,
  ParcelImportJob,
  BulkActionJob,
  DeliveryPredictionsJob,
  ParcelPredictionJob,
  PersonalDataRetentionJob,
] as const satisfies readonly JobClass[];

declare module './core/jobs/job-handler.js' {
  interface RegisteredJobs {
    handlers: typeof JOB_HANDLERS;
  }
}
