import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { JobHandler } from '../core/jobs/job-handler.js';
import { BulkActions } from './bulk-actions.service.js';

type Payload = { bulkId: number };

/**
 * A bulk action too large for its request (docs/product.md §4.17): applied all or none in one
 * transaction by BulkActions.run, which bears running twice (a finished action is left alone).
 */
@Injectable()
export class BulkActionJob implements JobHandler<Payload> {
  static readonly jobName = 'parcels.bulk';
  static readonly payload = z.object({ bulkId: z.number().int().positive() });
  /** A refusal fails the action at once; only a fault (the database away) is tried again. */
  static readonly maxAttempts = 3;

  constructor(private readonly actions: BulkActions) {}

  run({ bulkId }: Payload): Promise<void> {
    return this.actions.run(bulkId);
  }
}
