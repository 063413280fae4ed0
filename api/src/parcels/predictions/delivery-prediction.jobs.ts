import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { JobHandler } from '../../core/jobs/job-handler.js';
import { DeliveryPredictions } from './delivery-predictions.js';

/**
 * Every ten minutes, on the one job queue (so one instance of several does it, and no tracking
 * request scans the history): the statistics (hourly) and every open parcel's prediction.
 */
@Injectable()
export class DeliveryPredictionsJob implements JobHandler<Record<string, never>> {
  static readonly jobName = 'predictions.refresh';
  static readonly payload = z.object({}).strict();
  static readonly schedule = '*/10 * * * *';
  /** A failed pass is logged; the next one, ten minutes later, does it all again. */
  static readonly maxAttempts = 1;

  constructor(private readonly predictions: DeliveryPredictions) {}

  async run(): Promise<void> {
    await this.predictions.refreshAll();
  }
}

/**
 * One parcel's prediction, soon after it changed (enqueued in the change's transaction by
 * PredictionTriggers, one waiting job per parcel), so the page does not wait for the next pass.
 */
@Injectable()
export class ParcelPredictionJob implements JobHandler<{ parcelId: number }> {
  static readonly jobName = 'predictions.parcel';
  static readonly payload = z.object({ parcelId: z.number().int().positive() });
  static readonly maxAttempts = 3;

  constructor(private readonly predictions: DeliveryPredictions) {}

  async run({ parcelId }: { parcelId: number }): Promise<void> {
    await this.predictions.refreshParcel(parcelId);
  }
}
