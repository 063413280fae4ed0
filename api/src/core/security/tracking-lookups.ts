import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { BatchedRateCounter } from './batched-rate-counter.js';
import { clientOf } from './client-key.js';
import { RateLimiter } from './rate-limiter.service.js';
import { trackingLookups, trackingRevalidations } from './tracking-limits.js';

/**
 * A request is counted once, though the fast route may hand it on to the controller: the verdict
 * rides on the request (a symbol property costs nothing; a WeakMap costs more than the count).
 */
const VERDICT = Symbol('trackingLookupVerdict');
const REVALIDATION_VERDICT = Symbol('trackingRevalidationVerdict');
type CountedRequest = Request & {
  [VERDICT]?: Date | null;
  [REVALIDATION_VERDICT]?: Date | null;
};

/** How often the lookups counted in memory are added to the shared rate_limits table. */
export const LOOKUP_FLUSH_MS = 1000;

/**
 * Every visitor's tracking lookup (found or not), per client (clientOf), against
 * TRACKING_LOOKUP_LIMIT per 10 minutes: the budget that stops one client from walking codes and
 * reading every parcel. Counted in memory, because the lookup is the product's hottest call, and
 * flushed to the shared table every second (BatchedRateCounter), so the limit holds across
 * instances within what a client does in that second. Revalidations (If-None-Match) are counted
 * apart, against a budget ten times larger (trackingRevalidations): an unchanged answer costs no
 * lookup (docs/product.md §11).
 */
@Injectable()
export class TrackingLookups implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TrackingLookups');
  private readonly counter: BatchedRateCounter;
  private readonly revalidations: BatchedRateCounter;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(limiter: RateLimiter, @Inject(APP_CONFIG) config: AppConfig) {
    this.counter = new BatchedRateCounter(
      trackingLookups(config.trackingLookupLimit),
      (rule, hits) => limiter.addHits(rule, hits),
    );
    this.revalidations = new BatchedRateCounter(
      trackingRevalidations(config.trackingLookupLimit),
      (rule, hits) => limiter.addHits(rule, hits),
    );
  }

  /**
   * Counts a visitor's lookup (once per request) against `client` (clientOf(request)) and
   * returns the end of the window when the client has used up its budget, else null.
   */
  admit(request: Request, client: string = clientOf(request)): Date | null {
    const counted = request as CountedRequest;
    if (counted[VERDICT] === undefined) counted[VERDICT] = this.counter.hit(client);
    return counted[VERDICT];
  }

  /**
   * Counts a visitor's revalidation (once per request) against its revalidation budget; returns
   * the end of the window when that is used up, else null. The caller counts a lookup too
   * (admit) as soon as the answer turns out to carry a body.
   */
  admitRevalidation(request: Request, client: string = clientOf(request)): Date | null {
    const counted = request as CountedRequest;
    if (counted[REVALIDATION_VERDICT] === undefined) {
      counted[REVALIDATION_VERDICT] = this.revalidations.hit(client);
    }
    return counted[REVALIDATION_VERDICT];
  }

  /** Writes what was counted since the last flush; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      for (const counter of [this.counter, this.revalidations]) {
        await counter.flush().catch((error: unknown) => {
          // Counts are kept for the next flush; meanwhile this instance still limits on its own.
          this.logger.warn({ err: error }, 'Could not write tracking lookup counts');
        });
      }
    });
    return this.flushing;
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), LOOKUP_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
