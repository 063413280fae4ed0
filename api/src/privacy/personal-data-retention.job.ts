import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { JobHandler } from '../core/jobs/job-handler.js';
import { PrivacyService } from './privacy.service.js';

/**
 * Once an hour, on the one job queue (one instance of several runs it): the people of parcels
 * delivered or returned more than `personal_data_days` (Settings) ago are erased, in batches;
 * each parcel once (personal_data_erasures), so a run cut short is finished by the next.
 */
@Injectable()
export class PersonalDataRetentionJob implements JobHandler<Record<string, never>> {
  static readonly jobName = 'privacy.retention';
  static readonly payload = z.object({}).strict();
  /** At a quarter past: the hourly housekeeping runs on the hour. */
  static readonly schedule = '15 * * * *';
  /** A failed pass is logged; the next hour's does what is left. */
  static readonly maxAttempts = 1;

  constructor(private readonly privacy: PrivacyService) {}

  async run(): Promise<void> {
    await this.privacy.retention();
  }
}
