import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { ApiError } from '../http/api-error.js';
import { RateLimitsRepository } from './rate-limits.repository.js';
import { rateRefusals } from './rate-refusals.js';

/** A subject's hits in the current shared window, and when that window ends. */
export interface RateWindow {
  hits: number;
  resetAt: Date;
}

export interface RateRule {
  /** What is limited, e.g. "signin:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts hits per key in the database (shared by every instance) and refuses past the limit. */
@Injectable()
export class RateLimiter {
  constructor(private readonly rows: RateLimitsRepository) {}

  /** Throws 429 when `subject` has already used up `rule`, without counting a hit. */
  async assertAllowed(rule: RateRule, subject: string): Promise<void> {
    const window = await this.rows.live(rateLimitKey(rule, subject));
    if (window && window.hits >= rule.limit) throw tooMany(window.reset_at, rule.name);
  }

  /** Counts one hit for `subject` under `rule`; throws 429 once the limit is passed. */
  async consume(rule: RateRule, subject: string): Promise<void> {
    const { hits, reset_at } = await this.rows.hit(rateLimitKey(rule, subject), rule.windowMs);
    if (hits > rule.limit) throw tooMany(reset_at, rule.name);
  }

  /** Counts one hit for `subject` under `rule` and returns the window, for the caller to judge. */
  async count(rule: RateRule, subject: string): Promise<RateWindow> {
    const { hits, reset_at } = await this.rows.hit(rateLimitKey(rule, subject), rule.windowMs);
    return { hits, resetAt: new Date(reset_at) };
  }

  /**
   * Counts an attempt that may fail before it runs, refusing past the limit; release() takes it
   * back once it did not fail. Checking first and counting after a failure would let parallel
   * attempts all pass the check before any failure is counted (a race past the limit).
   */
  async reserve(rule: RateRule, subject: string): Promise<void> {
    const { hits, reset_at } = await this.rows.hit(rateLimitKey(rule, subject), rule.windowMs);
    if (hits <= rule.limit) return;
    await this.release(rule, subject);
    throw tooMany(reset_at, rule.name);
  }

  /** Takes back one hit counted by reserve() (the attempt did not fail). */
  async release(rule: RateRule, subject: string): Promise<void> {
    await this.rows.takeBack(rateLimitKey(rule, subject));
  }

  /** Forgets `subject`'s hits under `rule` (a success clears a count of failures). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.rows.delete(rateLimitKey(rule, subject));
  }

  /**
   * Adds hits counted elsewhere (in memory, see BatchedRateCounter) for many subjects in one
   * statement, and returns each subject's total in the shared window with the window's end.
   * Keys are written in sorted order so that instances flushing at once cannot deadlock.
   */
  async addHits(
    rule: RateRule,
    hits: ReadonlyMap<string, number>,
  ): Promise<Map<string, RateWindow>> {
    const added = new Map<string, { subject: string; hits: number }>();
    for (const [subject, count] of hits) {
      const key = rateLimitKey(rule, subject);
      added.set(key, { subject, hits: (added.get(key)?.hits ?? 0) + count });
    }
    const keys = [...added.keys()].sort();
    const totals = new Map<string, RateWindow>();
    if (!keys.length) return totals;
    const rows = await this.rows.addHits(
      keys,
      keys.map((key) => added.get(key)!.hits),
      rule.windowMs,
    );
    for (const row of rows) {
      totals.set(added.get(row.key)!.subject, { hits: row.hits, resetAt: new Date(row.reset_at) });
    }
    return totals;
  }

  /** Deletes the windows that have ended (run by Housekeeping). */
  sweep(): Promise<void> {
    return this.rows.deleteEnded();
  }
}

export const rateLimitKey = (rule: RateRule, subject: string) =>
  `${rule.name}:${subject.toLowerCase()}`;

/**
 * The 429 answer, telling how long to wait (in its sentence and in Retry-After); counted under
 * the refusing rule's name for /metrics.
 */
export function tooMany(resetAt: Date | string, rule: string): ApiError {
  rateRefusals.count(rule);
  const waitMs = new Date(resetAt).getTime() - Date.now();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return ApiError.retryAfter(seconds, problem('rate.too_many', { minutes }));
}
