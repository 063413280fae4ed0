import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { JobHandler } from './jobs/job-handler.js';
import { RateLimiter } from './security/rate-limiter.service.js';
import { SESSION_STORE } from './session/session.constants.js';
import type { TypeormSessionStore } from './session/typeorm-session.store.js';

/** A table owner's clean-up: deletes its rows that have expired. */
export type Sweep = () => Promise<void>;

/**
 * Deletes what has expired, once an hour: a scheduled job of the queue (core/jobs), so one
 * instance of several runs it. Each table's owner does its own deleting: core's sessions and
 * rate-limit windows are swept here; other modules register theirs (auth: old password-reset
 * PINs; mail: messages past RETENTION_DAYS; notifications: unconfirmed and long-unsubscribed
 * addresses) with `register` while the application starts. Sweeps run in the order registered.
 */
@Injectable()
export class Housekeeping implements JobHandler<Record<string, never>> {
  static readonly jobName = 'housekeeping.sweep';
  static readonly payload = z.object({}).strict();
  /** On the hour, UTC. */
  static readonly schedule = '0 * * * *';
  /** A failed sweep is logged; the next hour's run tries again. */
  static readonly maxAttempts = 1;

  private readonly logger = new Logger('Housekeeping');
  private readonly sweeps: Sweep[];

  constructor(@Inject(SESSION_STORE) sessions: TypeormSessionStore, limiter: RateLimiter) {
    this.sweeps = [() => sessions.sweep(), () => limiter.sweep()];
  }

  /** Adds an owner's clean-up to every sweep. */
  register(sweep: Sweep): void {
    this.sweeps.push(sweep);
  }

  run(): Promise<void> {
    return this.sweep();
  }

  /** Runs every sweep; one that fails does not keep the others from running. */
  async sweep(): Promise<void> {
    for (const sweep of this.sweeps) {
      try {
        await sweep();
      } catch (error) {
        this.logger.warn({ err: error }, 'A housekeeping sweep failed; trying again in an hour');
      }
    }
  }
}
