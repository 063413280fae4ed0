import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { JobFailure, JobHandler, RunningJob } from '../core/jobs/job-handler.js';
import { IMPORT_JOB, ImportsService } from './imports.service.js';

type Payload = { importId: number; step: 'check' | 'run' };

/**
 * An import's dry run or its import, on the one job queue (docs/architecture.md §4.7): enqueued
 * in the transaction that moves the import to `checking` or `importing`, claimed by one instance
 * at a time, run again whole when its instance died (both steps bear it: the dry run starts its
 * problems afresh, the import is one transaction). Three tries, then the import shows `failed`.
 */
@Injectable()
export class ParcelImportJob implements JobHandler<Payload> {
  static readonly jobName = IMPORT_JOB;
  static readonly payload = z.object({
    importId: z.number().int().positive(),
    step: z.enum(['check', 'run']),
  });
  static readonly maxAttempts = 3;

  constructor(private readonly imports: ImportsService) {}

  async run({ importId, step }: Payload, job: RunningJob): Promise<void> {
    if (step === 'check') await this.imports.runCheck(importId, `${job.id}:${job.attempt}`);
    else await this.imports.runImport(importId);
  }

  async failed({ importId }: Payload, failure: JobFailure): Promise<void> {
    if (failure.retryAt === null) await this.imports.failed(importId, failure.error);
  }
}
