import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';

/**
 * The mail worker's part of a graceful shutdown (docs/architecture.md §4.6): stopped half-way
 * through a batch, it finishes the send under way and hands back every other message it claimed
 * (queued, attempt not counted, due now), but never one whose claim has meanwhile gone to another
 * instance. The whole process under SIGTERM: test/fault/graceful-shutdown.fault-spec.ts.
 */
const TIMEOUT_MS = 90_000;
const MESSAGES = 12;

interface Row {
  id: number;
  subject: string;
  status: string;
  attempts: number;
  claimable: boolean;
}

describe('stopping the mail worker mid-batch', () => {
  let smtp: Smtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp(0, undefined, { acceptDelayMs: 300 });
    t = await startTestApp({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}` });
    // Whatever a shared database left is sent before this test starts from a clean outbox.
    await t.app.get(JobWorker).runDue();
    await t.reset();
  }, TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  }, TIMEOUT_MS);

  it(
    'finishes the send under way and hands back the rest, except a claim lost to another instance',
    async () => {
      const outbox = t.app.get(OutboxService);
      for (let i = 1; i <= MESSAGES; i++) {
        await outbox.enqueue({ to: `r${i}@example.com`, subject: `Stop ${i}`, text: 'Hello' });
      }
      // A batch is claimed: its first message is at the slow mail server, more wait behind it.
      await waitFor(
        async () => {
          // The batch's claims are the queue's running jobs.
          const [{ sending }] = await t.dataSource.query<Array<{ sending: number }>>(
            `SELECT count(*)::int AS sending FROM jobs WHERE state = 'running'`,
          );
          return smtp.received.length >= 1 && sending >= 3;
        },
        { what: 'a batch half-way through' },
      );
      // Another instance took over the last message of the batch (its lease had run out); the
      // batch is sent in id order, so that one is not the message under way.
      const [[stolen]] = await t.dataSource.query<[Array<{ id: number; job: number }>, number]>(
        `UPDATE jobs SET attempts = attempts + 1, locked_until = now() + interval '2 minutes'
         WHERE id = (SELECT max(id) FROM jobs WHERE state = 'running')
         RETURNING (payload->>'outboxId')::int AS id, id::int AS job`,
      );

      await t.app.get(JobWorker).stop();

      const rows = await t.dataSource.query<Row[]>(
        `SELECT id, subject, status, attempts,
                (status = 'queued' AND next_attempt_at <= now() AND locked_until IS NULL) AS claimable
         FROM outbox_messages ORDER BY id`,
      );
      const sent = rows.filter((row) => row.status === 'sent');
      // What reached the mail server is marked sent; nothing was sent after the stop.
      expect(sent.map((row) => row.subject).sort()).toEqual(
        smtp.received.map((each) => each.mail.subject).sort(),
      );
      expect(sent.length).toBeGreaterThanOrEqual(1);
      expect(sent.length).toBeLessThan(MESSAGES - 2);
      // The other instance's claim is untouched.
      const [stolenJob] = await t.dataSource.query<Array<{ state: string }>>(
        `SELECT state FROM jobs WHERE id = $1`,
        [stolen.job],
      );
      expect(stolenJob).toMatchObject({ state: 'running' });
      // Every other message is queued, its attempt not counted, claimable at once.
      const others = rows.filter((row) => row.status !== 'sent' && row.id !== stolen.id);
      expect(others.length).toBe(MESSAGES - sent.length - 1);
      for (const row of others) {
        expect(row).toMatchObject({ status: 'queued', attempts: 0, claimable: true });
      }
      // Their jobs likewise: queued, the try not counted, due now.
      const handedBack = await t.dataSource.query<Array<{ attempts: number; due: boolean }>>(
        `SELECT attempts, run_at <= now() AS due FROM jobs
         WHERE name = 'mail.deliver' AND state = 'queued' AND locked_until IS NULL`,
      );
      expect(handedBack).toEqual(others.map(() => ({ attempts: 0, due: true })));
      // Stopped for good: new messages are not sent by this instance.
      await outbox.enqueue({ to: 'late@example.com', subject: 'After stop', text: 'Hello' });
      await t.app.get(JobWorker).runDue();
      expect(smtp.received.map((each) => each.mail.subject)).not.toContain('After stop');
    },
    TIMEOUT_MS,
  );
});
