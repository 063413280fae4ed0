import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { JobRegistry } from '../src/core/jobs/job-registry.js';
import { Jobs } from '../src/core/jobs/jobs.service.js';
import { JobsRepository } from '../src/core/jobs/jobs.repository.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { ADMIN, pinFromOutbox, startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';
import { sendPasswordPin, signUp } from '@waybill/shared';

const PIN_SUBJECT = 'Your Waybill password reset PIN';
/**
 * Per test and hook: above waitFor's 10 s deadline, so a timeout names what it waited for, and
 * room for an app's start (migrations on the embedded database) on a busy CI machine.
 */
const TIMEOUT_MS = 90_000;

interface OutboxRow {
  id: number;
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  due_later: boolean;
  text: string;
}

const outboxRows = (t: TestApp): Promise<OutboxRow[]> =>
  t.dataSource.query(
    `SELECT id, to_address, status, attempts, last_error, sent_at, text,
            next_attempt_at > now() AS due_later
     FROM outbox_messages ORDER BY id`,
  );

const allSent = async (t: TestApp, count: number) => {
  const rows = await outboxRows(t);
  return rows.length === count && rows.every((row) => row.status === 'sent') && rows;
};

const receivedBy = (smtp: Smtp, address: string) =>
  smtp.received.filter((message) => message.to.includes(address));

const mailUrl = (port: number) => `smtp://127.0.0.1:${port}`;

/**
 * Starts the app against the SMTP port. Its start-up delivery pass may pick up rows that other
 * test files left in a shared PostgreSQL database: let it end, then start from a clean outbox.
 */
async function startMailApp(port: number): Promise<TestApp> {
  const app = await startTestApp({ MAIL_URL: mailUrl(port) });
  await app.app.get(JobWorker).runDue();
  await app.reset();
  return app;
}

async function requestPin(t: TestApp): Promise<void> {
  await t.http().post(signUp.path({})).send(ADMIN).expect(201);
  await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
}

describe('mail delivery through a real SMTP server', () => {
  let smtp: Smtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp.port);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
  });
  // No delivery pass of one test may run on into the next.
  afterEach(() => t.app.get(JobWorker).runDue());

  it(
    'delivers the password reset PIN once and marks the outbox row sent',
    async () => {
      await requestPin(t);

      const [row] = await waitFor(() => allSent(t, 1), { what: 'the PIN e-mail' });
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);

      expect(smtp.received).toHaveLength(1);
      const [{ to, mail }] = smtp.received;
      expect(to).toEqual([ADMIN.email]);
      expect(mail.subject).toBe(PIN_SUBJECT);
      const pin = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      // The table no longer holds it once the PIN e-mail is marked secret (mail-secrets.e2e-spec).
      expect(pin).toMatch(/^\d{6}$/);
    },
    TIMEOUT_MS,
  );

  it(
    'wakes delivery only once the transaction that queued the message has committed',
    async () => {
      const outbox = t.app.get(OutboxService);
      // What a delivery pass woken by the enqueue can see, from its own connection.
      const visible: number[] = [];
      const stop = t.app.get(Jobs).onEnqueued(() => {
        void t.dataSource
          .query(`SELECT count(*)::int AS count FROM outbox_messages`)
          .then(([row]: Array<{ count: number }>) => visible.push(row.count));
      });
      try {
        await t.dataSource.transaction(async (manager) => {
          await outbox.enqueue({ to: 'late@example.com', subject: 'Late', text: 'Hi' }, manager);
          await manager.query('SELECT pg_sleep(0.3)'); // the commit comes well after the enqueue
        });
        const [count] = await waitFor(() => visible.length > 0 && visible, { what: 'the wake-up' });
        expect(count).toBe(1);
      } finally {
        stop();
      }
      await waitFor(() => allSent(t, 1), { what: 'the message sent' });
      expect(receivedBy(smtp, 'late@example.com')).toHaveLength(1);
    },
    TIMEOUT_MS,
  );

  it(
    'sends each message exactly once when delivery passes race in one service',
    async () => {
      const outbox = t.app.get(OutboxService);
      const delivery = t.app.get(JobWorker);
      // A second worker over the same database: its own pass, its own claims.
      const other = new JobWorker(
        t.app.get(JobsRepository),
        t.app.get(JobRegistry),
        t.app.get(Jobs),
      );
      const recipients = Array.from({ length: 5 }, (_, i) => `racer${i}@example.com`);

      await Promise.all(
        recipients.map((to) => outbox.enqueue({ to, subject: `Race ${to}`, text: `Hello ${to}` })),
      );
      await Promise.all([delivery.runDue(), delivery.runDue(), other.runDue(), other.runDue()]);

      const rows = await waitFor(() => allSent(t, recipients.length), {
        what: 'all messages sent',
      });
      await Promise.all([delivery.runDue(), other.runDue()]); // let any pass still running end
      expect(rows.map((row) => row.attempts)).toEqual(recipients.map(() => 1));
      expect(smtp.received).toHaveLength(recipients.length);
      for (const to of recipients) {
        const messages = receivedBy(smtp, to);
        expect(messages).toHaveLength(1);
        expect(messages[0].mail.subject).toBe(`Race ${to}`);
      }
    },
    TIMEOUT_MS,
  );

  // Two app instances need a shared database: embedded PGlite belongs to one process, so this
  // suite exists only in the PostgreSQL run (CI's second pass).
  const onPostgres = process.env.TEST_DATABASE_URL ? describe : undefined;
  onPostgres?.('across two app instances', () => {
    let second: TestApp;

    beforeAll(async () => {
      second = await startMailApp(smtp.port);
    }, TIMEOUT_MS);
    afterAll(() => second?.close());

    it(
      'sends each message exactly once when both instances deliver at the same time',
      async () => {
        const outbox = t.app.get(OutboxService);
        const mine = t.app.get(JobWorker);
        const theirs = second.app.get(JobWorker);
        const recipients = Array.from({ length: 5 }, (_, i) => `shared${i}@example.com`);

        await Promise.all(
          recipients.map((to) => outbox.enqueue({ to, subject: `Shared ${to}`, text: 'Hello' })),
        );
        await Promise.all([mine.runDue(), theirs.runDue(), theirs.runDue()]);

        await waitFor(() => allSent(t, recipients.length), { what: 'all messages sent' });
        await Promise.all([mine.runDue(), theirs.runDue()]);
        expect(smtp.received).toHaveLength(recipients.length);
        for (const to of recipients) expect(receivedBy(smtp, to)).toHaveLength(1);
      },
      TIMEOUT_MS,
    );
  });
});

describe('when the mail server is down', () => {
  let port: number;
  let t: TestApp;
  let smtp: Smtp | undefined;

  beforeAll(async () => {
    // A port that was free a moment ago and now has nobody listening.
    const probe = await startSmtp();
    port = probe.port;
    await probe.close();
    t = await startMailApp(port);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it(
    'keeps the message queued for a retry, then delivers it once when the server is back',
    async () => {
      await requestPin(t);

      const [failed] = await waitFor(
        async () => {
          const rows = await outboxRows(t);
          return rows.length === 1 && rows[0].status === 'queued' && rows[0].attempts >= 1 && rows;
        },
        { what: 'a failed attempt' },
      );
      expect(failed.last_error).toEqual(expect.any(String));
      expect(failed.last_error).not.toBe('');
      expect(failed.due_later).toBe(true);
      expect(failed.sent_at).toBeNull();
      expect(failed.text).toContain(await pinFromOutbox(t.dataSource, ADMIN.email));

      smtp = await startSmtp(port);
      // Its next try is due now (the queue's job holds the time).
      await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE state = 'queued'`);
      await t.app.get(JobWorker).runDue();

      const [sent] = await waitFor(() => allSent(t, 1), { what: 'the retried message' });
      expect(sent).toMatchObject({
        id: failed.id,
        last_error: null,
        attempts: failed.attempts + 1,
      });
      expect(sent.sent_at).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([ADMIN.email]);
      expect(smtp.received[0].mail.subject).toBe(PIN_SUBJECT);
      expect(smtp.received[0].mail.text).toContain(failed.text.match(/\b\d{6}\b/)?.[0]);
    },
    TIMEOUT_MS,
  );
});

describe('without MAIL_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  }, TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => t.reset());

  it(
    'keeps a queued message unsent and readable in the outbox',
    async () => {
      await t.app.get(OutboxService).enqueue({
        to: 'reader@example.com',
        subject: 'Kept for later',
        text: 'Read me from the outbox.',
      });
      await t.app.get(JobWorker).runDue(); // nothing to deliver through

      const rows = await outboxRows(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        to_address: 'reader@example.com',
        status: 'queued',
        attempts: 0,
        last_error: null,
        sent_at: null,
        text: 'Read me from the outbox.',
      });
    },
    TIMEOUT_MS,
  );

  it(
    'keeps the PIN e-mail in the outbox',
    async () => {
      await requestPin(t);
      const rows = await outboxRows(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await pinFromOutbox(t.dataSource, ADMIN.email)).toMatch(/^\d{6}$/);
    },
    TIMEOUT_MS,
  );
});
