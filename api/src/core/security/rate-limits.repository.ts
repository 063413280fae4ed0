import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A key's hits in its current window, and when the window ends. */
export interface RateLimitRow {
  hits: number;
  reset_at: Date;
}

/**
 * A scalar SQL expression for statements that check a limit without a round trip of their own
 * (the tracking answer): the end of the window while the key (`keySql`) has used up `limitSql`
 * hits, else NULL. Counts no hit; the same test as RateLimiter.assertAllowed.
 */
export const blockedUntilSql = (keySql: string, limitSql: string) =>
  `(SELECT r.reset_at FROM rate_limits r
   WHERE r.key = ${keySql} AND r.reset_at > now() AND r.hits >= ${limitSql})`;

/** The SQL of the `rate_limits` table (RateLimiter's). */
@Injectable()
export class RateLimitsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The key's live window, if any. */
  async live(key: string): Promise<RateLimitRow | undefined> {
    const rows: RateLimitRow[] = await this.dataSource.query(
      `SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()`,
      [key],
    );
    return rows[0];
  }

  /** One hit more, in a new window of `windowMs` when the last one ended. */
  async hit(key: string, windowMs: number): Promise<RateLimitRow> {
    const rows: RateLimitRow[] = await this.dataSource.query(
      `INSERT INTO rate_limits (key, hits, reset_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [key, windowMs],
    );
    return rows[0];
  }

  /** One hit less in the live window. */
  async takeBack(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > now()`,
      [key],
    );
  }

  async delete(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }

  /**
   * Adds many keys' hits (`keys` sorted, so instances writing at once cannot deadlock) in one
   * statement; answers each key's total in its window.
   */
  addHits(
    keys: readonly string[],
    hits: readonly number[],
    windowMs: number,
  ): Promise<Array<RateLimitRow & { key: string }>> {
    return this.dataSource.query(
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
      [keys, hits, windowMs],
    );
  }

  /** Deletes the windows that have ended. */
  async deleteEnded(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
  }
}
