import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { RateLimiter } from './security/rate-limiter.service.js';
import { SESSION_STORE } from './session/session.constants.js';
import type { TypeormSessionStore } from './session/typeorm-session.store.js';

const HOUR_MS = 60 * 60 * 1000;

/** A table owner's clean-up: deletes its rows that have expired. */
export type Sweep = () => Promise<void>;

/**
 * Deletes what has expired, once an hour. Each table's owner does its own deleting: core's sessions
 * and rate-limit windows are swept here; other modules register theirs (auth: old password-reset
 * PINs; mail: messages past RETENTION_DAYS; notifications: unconfirmed and long-unsubscribed
 * addresses) with `register` while the application starts. Sweeps run in the order registered.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;
  private readonly sweeps: Sweep[];

  constructor(@Inject(SESSION_STORE) sessions: TypeormSessionStore, limiter: RateLimiter) {
    this.sweeps = [() => sessions.sweep(), () => limiter.sweep()];
  }

  /** Adds an owner's clean-up to every sweep. */
  register(sweep: Sweep): void {
    this.sweeps.push(sweep);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
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
