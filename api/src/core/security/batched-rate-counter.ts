import type { RateRule, RateWindow } from './rate-limiter.service.js';

/** Where the counts of every instance meet (RateLimiter.addHits on the rate_limits table). */
export type SharedHits = (
  rule: RateRule,
  hits: ReadonlyMap<string, number>,
) => Promise<Map<string, RateWindow>>;

interface SubjectCount {
  /** Hits counted here since the last flush. */
  pending: number;
  /** Hits of the flush under way: written to the table but not yet in `shared`. */
  inFlight: number;
  /** Hits in the shared window at the last flush, every instance's (this one's included). */
  shared: number;
  /** When the window ends (the shared one once a flush has told). */
  resetAt: number;
}

/**
 * A rate limit for a hot path: each hit is counted in memory (no database round trip) and the
 * counts are added to the shared table in one statement per flush (TrackingLookups flushes every
 * second). A subject is refused once its shared total plus what it did here since the last
 * flush reaches the limit, so across N instances the limit holds up to what a subject manages in
 * one flush interval on the instances it has not yet been refused by, and never beyond N × limit.
 */
export class BatchedRateCounter {
  private readonly subjects = new Map<string, SubjectCount>();

  constructor(
    readonly rule: RateRule,
    private readonly sharedHits: SharedHits,
    /** Subjects kept in memory at most; the oldest is forgotten first (the table still counts it). */
    private readonly maxSubjects = 100_000,
  ) {}

  /** Counts one hit; returns the end of the window when `subject` has used up the limit. */
  hit(subject: string, now = Date.now()): Date | null {
    let count = this.subjects.get(subject);
    if (count && count.resetAt <= now) {
      // A new window: what was counted in the old one no longer matters, written or not.
      count.pending = 0;
      count.inFlight = 0;
      count.shared = 0;
      count.resetAt = now + this.rule.windowMs;
    }
    if (!count) {
      if (this.subjects.size >= this.maxSubjects) this.forgetOldest();
      count = { pending: 0, inFlight: 0, shared: 0, resetAt: now + this.rule.windowMs };
      this.subjects.set(subject, count);
    }
    // Hits of a flush under way still count: until its totals come back, `shared` is older.
    if (count.shared + count.inFlight + count.pending >= this.rule.limit)
      return new Date(count.resetAt);
    count.pending += 1;
    return null;
  }

  /**
   * Adds the hits counted since the last flush to the shared table and learns each subject's
   * total there (other instances' hits included). Hits that could not be written are kept for
   * the next flush. Subjects whose window has ended and who did nothing since are forgotten.
   */
  async flush(now = Date.now()): Promise<void> {
    const batch = new Map<string, number>();
    for (const [subject, count] of this.subjects) {
      if (count.pending > 0) {
        batch.set(subject, count.pending);
        count.inFlight += count.pending;
        count.pending = 0;
      } else if (count.resetAt <= now) {
        this.subjects.delete(subject);
      }
    }
    if (!batch.size) return;
    let totals: Map<string, RateWindow>;
    try {
      totals = await this.sharedHits(this.rule, batch);
    } catch (error) {
      for (const [subject, hits] of batch) this.restore(subject, hits, now);
      throw error;
    }
    for (const [subject, hits] of batch) {
      const count = this.subjects.get(subject);
      if (count) count.inFlight = Math.max(0, count.inFlight - hits);
    }
    for (const [subject, window] of totals) {
      const count = this.subjects.get(subject);
      if (!count) continue;
      count.shared = window.hits;
      count.resetAt = window.resetAt.getTime();
    }
  }

  /** How many subjects are held in memory. */
  get size(): number {
    return this.subjects.size;
  }

  private restore(subject: string, hits: number, now: number): void {
    const count = this.subjects.get(subject);
    if (count) {
      count.inFlight = Math.max(0, count.inFlight - hits);
      count.pending += hits;
    } else
      this.subjects.set(subject, {
        pending: hits,
        inFlight: 0,
        shared: 0,
        resetAt: now + this.rule.windowMs,
      });
  }

  private forgetOldest(): void {
    const oldest = this.subjects.keys().next();
    if (!oldest.done) this.subjects.delete(oldest.value);
  }
}
