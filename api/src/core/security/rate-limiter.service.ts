import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { ApiError } from '../http/api-error.js';
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
  constructor(private readonly dataSource: DataSource) {}

  /** Throws 429 when `subject` has already used up `rule`, without counting a hit. */
  async assertAllowed(rule: RateRule, subject: string): Promise<void> {
    const rows: Array<{ hits: number; reset_at: Date }> = await this.dataSource.query(
      `SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()`,
      [rateLimitKey(rule, subject)],
    );
    if (rows[0] && rows[0].hits >= rule.limit) throw tooMany(rows[0].reset_at, rule.name);
  }

  /** Counts one hit for `subject` under `rule`; throws 429 once the limit is passed. */
  async consume(rule: RateRule, subject: string): Promise<void> {
    const { hits, reset_at } = await this.hit(rule, subject);
    if (hits > rule.limit) throw tooMany(reset_at, rule.name);
  }

  /**
   * Counts an attempt that may fail before it runs, refusing past the limit; release() takes it
   * back once it did not fail. Checking first and counting after a failure would let parallel
   * attempts all pass the check before any failure is counted (a race past the limit).
   */
  async reserve(rule: RateRule, subject: string): Promise<void> {
    const { hits, reset_at } = await this.hit(rule, subject);
    if (hits <= rule.limit) return;
    await this.release(rule, subject);
    throw tooMany(reset_at, rule.name);
  }

  /** Takes back one hit counted by reserve() (the attempt did not fail). */
  async release(rule: RateRule, subject: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > now()`,
      [rateLimitKey(rule, subject)],
    );
  }

  /** Forgets `subject`'s hits under `rule` (a success clears a count of failures). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [
      rateLimitKey(rule, subject),
    ]);
  }

  private async hit(rule: RateRule, subject: string): Promise<{ hits: number; reset_at: Date }> {
    const rows: Array<{ hits: number; reset_at: Date }> = await this.dataSource.query(
      `INSERT INTO rate_limits (key, hits, reset_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [rateLimitKey(rule, subject), rule.windowMs],
    );
    return rows[0];
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
    const rows: Array<{ key: string; hits: number; reset_at: Date }> = await this.dataSource.query(
      `INSERT INTO rate_limits (key, hits, reset_at)
       SELECT added.key, added.hits, now() + $3 * interval '1 millisecond'
       FROM unnest($1::text[], $2::int[]) AS added(key, hits)
       ORDER BY added.key
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.hits
                     ELSE rate_limits.hits + EXCLUDED.hits END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at
                         ELSE rate_limits.reset_at END
       RETURNING key, hits, reset_at`,
      [keys, keys.map((key) => added.get(key)!.hits), rule.windowMs],
    );
    for (const row of rows) {
      totals.set(added.get(row.key)!.subject, { hits: row.hits, resetAt: new Date(row.reset_at) });
    }
    return totals;
  }

  /** Deletes the windows that have ended (run by Housekeeping). */
  async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
  }
}

/**
 * A scalar SQL expression for queries that check a limit without a round trip of their own (the
 * tracking answer): the end of the window while the key (`keySql`) has used up `limitSql` hits,
 * else NULL. Counts no hit; the same test as assertAllowed.
 */
export const blockedUntilSql = (keySql: string, limitSql: string) =>
  `(SELECT r.reset_at FROM rate_limits r
   WHERE r.key = ${keySql} AND r.reset_at > now() AND r.hits >= ${limitSql})`;

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
