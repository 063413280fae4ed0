import { BatchedRateCounter, type SharedHits } from './batched-rate-counter.js';
import type { RateRule, RateWindow } from './rate-limiter.service.js';

const RULE: RateRule = { name: 'test:lookup', limit: 5, windowMs: 60_000 };
const START = Date.parse('2026-11-24T12:00:00Z');

/** The rate_limits table as RateLimiter.addHits treats it, shared by the counters given it. */
function sharedTable(clock: () => number) {
  const rows = new Map<string, RateWindow>();
  const addHits: SharedHits = async (rule, hits) => {
    const totals = new Map<string, RateWindow>();
    for (const [subject, count] of hits) {
      const row = rows.get(subject);
      const next =
        row && row.resetAt.getTime() > clock()
          ? { hits: row.hits + count, resetAt: row.resetAt }
          : { hits: count, resetAt: new Date(clock() + rule.windowMs) };
      rows.set(subject, next);
      totals.set(subject, next);
    }
    return totals;
  };
  return { rows, addHits };
}

const hits = (counter: BatchedRateCounter, subject: string, times: number, now = START) =>
  Array.from({ length: times }, () => counter.hit(subject, now));

describe('BatchedRateCounter', () => {
  it('lets a subject make `limit` hits, then refuses until the window ends, others unaffected', () => {
    const counter = new BatchedRateCounter(RULE, sharedTable(() => START).addHits);
    expect(hits(counter, 'a', 5).every((verdict) => verdict === null)).toBe(true);
    expect(counter.hit('a', START + 1000)).toEqual(new Date(START + RULE.windowMs));
    expect(counter.hit('b', START + 1000)).toBeNull();
    expect(counter.hit('a', START + RULE.windowMs)).toBeNull();
  });

  it('writes the hits in one batch and keeps refusing after the flush', async () => {
    const table = sharedTable(() => START);
    const batches: Array<ReadonlyMap<string, number>> = [];
    const counter = new BatchedRateCounter(RULE, (rule, batch) => {
      batches.push(new Map(batch));
      return table.addHits(rule, batch);
    });
    hits(counter, 'a', 3);
    hits(counter, 'b', 2);
    await counter.flush(START);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual(
      new Map([
        ['a', 3],
        ['b', 2],
      ]),
    );
    expect(table.rows.get('a')?.hits).toBe(3);
    hits(counter, 'a', 2);
    expect(counter.hit('a', START)).not.toBeNull();
    await counter.flush(START);
    expect(table.rows.get('a')?.hits).toBe(5);
    await counter.flush(START);
    expect(batches).toHaveLength(2);
  });

  it('counts the hits of a flush under way: no hit slips in before its totals come back', async () => {
    const table = sharedTable(() => START);
    let release: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (release = resolve));
    const counter = new BatchedRateCounter(RULE, async (rule, batch) => {
      await written;
      return table.addHits(rule, batch);
    });
    expect(hits(counter, 'a', 4)).toEqual([null, null, null, null]);
    const flushing = counter.flush(START);
    // The four are on their way to the table: one more is allowed, then none.
    expect(counter.hit('a', START)).toBeNull();
    expect(counter.hit('a', START)).not.toBeNull();
    release();
    await flushing;
    expect(counter.hit('a', START)).not.toBeNull();
    await counter.flush(START);
    expect(table.rows.get('a')?.hits).toBe(5);
  });

  it('holds the limit across instances once they have flushed', async () => {
    const table = sharedTable(() => START);
    const first = new BatchedRateCounter(RULE, table.addHits);
    const second = new BatchedRateCounter(RULE, table.addHits);
    hits(first, 'walker', 4);
    await first.flush(START);
    // The second instance learns the shared total with its own first flush.
    expect(second.hit('walker', START)).toBeNull();
    await second.flush(START);
    expect(table.rows.get('walker')?.hits).toBe(5);
    expect(second.hit('walker', START)).not.toBeNull();
    // The first has not heard of the second's hit until its own next flush: one over (the lag).
    expect(first.hit('walker', START)).toBeNull();
    await first.flush(START);
    expect(first.hit('walker', START)).not.toBeNull();
    expect(table.rows.get('walker')?.hits).toBe(6);
  });

  it('keeps the hits for the next flush when the table cannot be written', async () => {
    const table = sharedTable(() => START);
    let down = true;
    const counter = new BatchedRateCounter(RULE, (rule, batch) =>
      down ? Promise.reject(new Error('database away')) : table.addHits(rule, batch),
    );
    hits(counter, 'a', 4);
    await expect(counter.flush(START)).rejects.toThrow('database away');
    expect(counter.hit('a', START)).toBeNull();
    expect(counter.hit('a', START)).not.toBeNull();
    down = false;
    await counter.flush(START);
    expect(table.rows.get('a')?.hits).toBe(5);
  });

  it('forgets subjects whose window has ended, and the oldest one past the memory cap', async () => {
    const counter = new BatchedRateCounter(RULE, sharedTable(() => START).addHits, 3);
    hits(counter, 'a', 1);
    hits(counter, 'b', 1);
    hits(counter, 'c', 1);
    hits(counter, 'd', 1);
    expect(counter.size).toBe(3);
    await counter.flush(START);
    await counter.flush(START + RULE.windowMs);
    expect(counter.size).toBe(0);
  });
});
