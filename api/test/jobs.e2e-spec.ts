import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import type { JobHandler } from '../src/core/jobs/job-handler.js';
import { JobRegistry } from '../src/core/jobs/job-registry.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { Jobs } from '../src/core/jobs/jobs.service.js';
import { JobsRepository } from '../src/core/jobs/jobs.repository.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The job queue (api/src/core/jobs, docs/architecture.md §4.7) on a real database: enqueued in
 * the caller's transaction, retried with backoff and then dead, schedules run once, one run per
 * job across workers. Mail delivery on it: mail-delivery, mail-shutdown.
 */
const TIMEOUT_MS = 90_000;

interface JobRow {
  id: number;
  name: string;
  state: string;
  attempts: number;
  last_error: string | null;
  delay_seconds: number;
  finished: boolean;
}

const jobRows = (t: TestApp): Promise<JobRow[]> =>
  t.dataSource.query(
    `SELECT id::int AS id, name, state, attempts, last_error,
            round(extract(epoch FROM run_at - now()))::int AS delay_seconds,
            finished_at IS NOT NULL AS finished
     FROM jobs ORDER BY id`,
  );

/** A handler standing in for the mail job's (ready: MAIL_URL is unset in this file). */
function stand(t: TestApp, handler: JobHandler<{ outboxId: number }>): () => void {
  const registry = t.app.get(JobRegistry);
  const real = registry.get('mail.deliver').handler;
  registry.provide('mail.deliver', handler as JobHandler<unknown>);
  return () => registry.provide('mail.deliver', real);
}

const secondWorker = (t: TestApp) =>
  new JobWorker(t.app.get(JobsRepository), t.app.get(JobRegistry), t.app.get(Jobs));

describe('the job queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  }, TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    // No hourly run may fall into a test that counts jobs.
    await t.dataSource.query(`UPDATE job_schedules SET next_run_at = now() + interval '1 day'`);
  });

  it('enqueues in the caller’s transaction: a rollback leaves no job, a commit one', async () => {
    const jobs = t.app.get(Jobs);
    await expect(
      t.dataSource.transaction(async (manager) => {
        await jobs.enqueue(manager, 'mail.deliver', { outboxId: 1 });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    expect(await jobRows(t)).toEqual([]);

    await t.dataSource.transaction((manager) =>
      jobs.enqueue(manager, 'mail.deliver', { outboxId: 1 }),
    );
    expect(await jobRows(t)).toMatchObject([
      { name: 'mail.deliver', state: 'queued', attempts: 0 },
    ]);
  });

  it('refuses a payload its job’s schema refuses, before writing anything', async () => {
    const jobs = t.app.get(Jobs);
    await expect(
      jobs.enqueue(t.dataSource.manager, 'mail.deliver', { outboxId: -1 }),
    ).rejects.toThrow();
    expect(await jobRows(t)).toEqual([]);
  });

  it('keeps one waiting job per key', async () => {
    const jobs = t.app.get(Jobs);
    const later = new Date(Date.now() + 3_600_000);
    await jobs.enqueue(
      t.dataSource.manager,
      'mail.deliver',
      { outboxId: 7 },
      { key: 'k', runAt: later },
    );
    await jobs.enqueue(t.dataSource.manager, 'mail.deliver', { outboxId: 7 }, { key: 'k' });
    const rows = await jobRows(t);
    expect(rows).toHaveLength(1);
    // The second enqueue brought the waiting job forward to now.
    expect(rows[0].delay_seconds).toBeLessThanOrEqual(0);
  });

  it(
    'retries a failing job with growing waits, then marks it dead after its last try',
    async () => {
      const failures: Array<{ attempts: number; retryAt: Date | null }> = [];
      const restore = stand(t, {
        ready: () => true,
        run: () => Promise.reject(new Error('the far side is down')),
        failed: async (_payload, failure) => void failures.push(failure),
      });
      try {
        const worker = t.app.get(JobWorker);
        await t.app.get(Jobs).enqueue(t.dataSource.manager, 'mail.deliver', { outboxId: 1 });
        const delays: number[] = [];
        for (let attempt = 1; attempt <= 8; attempt++) {
          await worker.runDue();
          const [row] = await jobRows(t);
          expect(row).toMatchObject({ attempts: attempt, last_error: 'the far side is down' });
          if (attempt < 8) {
            expect(row).toMatchObject({ state: 'queued', finished: false });
            delays.push(row.delay_seconds);
            // Its next try is due now: the test drives the clock, not a sleep.
            await t.dataSource.query(`UPDATE jobs SET run_at = now()`);
          } else {
            expect(row).toMatchObject({ state: 'failed', finished: true });
          }
        }
        expect(delays).toEqual([15, 30, 60, 120, 240, 480, 960]);
        expect(failures.map((failure) => failure.attempts)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        expect(failures.slice(0, 7).every((failure) => failure.retryAt instanceof Date)).toBe(true);
        expect(failures[7].retryAt).toBeNull();

        // Dead: no further pass tries it.
        await t.dataSource.query(`UPDATE jobs SET run_at = now()`);
        await worker.runDue();
        expect((await jobRows(t))[0]).toMatchObject({ state: 'failed', attempts: 8 });
      } finally {
        restore();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'runs a job of another kind beside a long line of one kind, not after it',
    async () => {
      const ran: string[] = [];
      const restore = stand(t, {
        ready: () => true,
        run: async ({ outboxId }) => void ran.push(`mail ${outboxId}`),
      });
      const registry = t.app.get(JobRegistry);
      const realPredict = registry.get('predictions.parcel').handler;
      registry.provide('predictions.parcel', {
        ready: () => true,
        run: async ({ parcelId }: { parcelId: number }) => void ran.push(`predict ${parcelId}`),
      } as JobHandler<unknown>);
      try {
        const jobs = t.app.get(Jobs);
        const line = Array.from({ length: 150 }, (_, i) => ({ payload: { outboxId: i + 1 } }));
        await jobs.enqueueMany(t.dataSource.manager, 'mail.deliver', line);
        await jobs.enqueue(t.dataSource.manager, 'predictions.parcel', { parcelId: 9 });
        await t.app.get(JobWorker).runDue();

        // Enqueued last, it ran in the first batch, beside the line's first jobs.
        expect(ran.indexOf('predict 9')).toBeGreaterThanOrEqual(0);
        expect(ran.indexOf('predict 9')).toBeLessThan(64);
        // The line itself kept its order, and every job ran once.
        const mails = ran.filter((entry) => entry.startsWith('mail '));
        expect(mails).toEqual(line.map(({ payload }) => `mail ${payload.outboxId}`));
        const rows = await jobRows(t);
        expect(rows).toHaveLength(151);
        expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
      } finally {
        restore();
        registry.provide('predictions.parcel', realPredict);
      }
    },
    TIMEOUT_MS,
  );

  it('marks a job whose payload its schema refuses dead at once', async () => {
    await t.dataSource.query(
      `INSERT INTO jobs (name, payload) VALUES ('mail.deliver', '{"outboxId": "seven"}')`,
    );
    const ran: unknown[] = [];
    const restore = stand(t, { ready: () => true, run: async (payload) => void ran.push(payload) });
    try {
      await t.app.get(JobWorker).runDue();
    } finally {
      restore();
    }
    expect(ran).toEqual([]);
    const [row] = await jobRows(t);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, finished: true });
    expect(row.last_error).toMatch(/^Payload refused/);
  });

  it(
    'runs each job once when two workers race for them',
    async () => {
      const ran: number[] = [];
      const restore = stand(t, {
        ready: () => true,
        run: async ({ outboxId }) => void ran.push(outboxId),
      });
      try {
        const jobs = t.app.get(Jobs);
        const ids = Array.from({ length: 25 }, (_, i) => i + 1);
        for (const outboxId of ids) {
          await jobs.enqueue(t.dataSource.manager, 'mail.deliver', { outboxId });
        }
        const mine = t.app.get(JobWorker);
        const theirs = secondWorker(t);
        await Promise.all([mine.runDue(), theirs.runDue(), mine.runDue(), theirs.runDue()]);
        expect([...ran].sort((a, b) => a - b)).toEqual(ids);
        const rows = await jobRows(t);
        expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
      } finally {
        restore();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'runs a due schedule once across workers, as the hourly housekeeping',
    async () => {
      // An old sent message: what the housekeeping's mail sweep deletes (RETENTION_DAYS: 30).
      await t.dataSource.query(
        `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, created_at)
         VALUES ('ada@example.com', 'desk@example.com', 'Old', 'body', 'sent',
                 now() - interval '400 days')`,
      );
      await t.dataSource.query(
        `UPDATE job_schedules SET next_run_at = now() - interval '1 minute'
         WHERE name = 'housekeeping.sweep'`,
      );
      await Promise.all([t.app.get(JobWorker).runDue(), secondWorker(t).runDue()]);

      expect(await jobRows(t)).toMatchObject([
        { name: 'housekeeping.sweep', state: 'done', attempts: 1 },
      ]);
      const [{ count }] = await t.dataSource.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM outbox_messages`,
      );
      expect(count).toBe(0);
      // Its next run is the next hour, UTC.
      const [schedule] = await t.dataSource.query<Array<{ next: Date }>>(
        `SELECT next_run_at AS next FROM job_schedules WHERE name = 'housekeeping.sweep'`,
      );
      const next = new Date(schedule.next);
      expect(next.getUTCMinutes()).toBe(0);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    },
    TIMEOUT_MS,
  );

  // Two app instances need a shared database: embedded PGlite belongs to one process, so this
  // suite exists only in the PostgreSQL run (CI's second pass).
  const onPostgres = process.env.TEST_DATABASE_URL ? describe : undefined;
  onPostgres?.('across two app instances', () => {
    let second: TestApp;

    beforeAll(async () => {
      second = await startTestApp();
    }, TIMEOUT_MS);
    afterAll(() => second?.close());

    it(
      'runs each job once',
      async () => {
        const ran: Array<[string, number]> = [];
        const restores = [t, second].map((app, index) =>
          stand(app, {
            ready: () => true,
            run: async ({ outboxId }) => void ran.push([`app${index}`, outboxId]),
          }),
        );
        try {
          const ids = Array.from({ length: 30 }, (_, i) => i + 1);
          for (const outboxId of ids) {
            const app = outboxId % 2 ? t : second;
            await app.app.get(Jobs).enqueue(app.dataSource.manager, 'mail.deliver', { outboxId });
          }
          await Promise.all([
            t.app.get(JobWorker).runDue(),
            second.app.get(JobWorker).runDue(),
            second.app.get(JobWorker).runDue(),
          ]);
          expect(ran.map(([, id]) => id).sort((a, b) => a - b)).toEqual(ids);
          const rows = await jobRows(t);
          expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
        } finally {
          restores.forEach((restore) => restore());
        }
      },
      TIMEOUT_MS,
    );
  });
});
