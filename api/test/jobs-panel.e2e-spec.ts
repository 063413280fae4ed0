import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { type Job, getJobQueue, listJobs, listOutbox, retryJob } from '@waybill/shared';
import type { JobHandler } from '../src/core/jobs/job-handler.js';
import { JobRegistry } from '../src/core/jobs/job-registry.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { Jobs } from '../src/core/jobs/jobs.service.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { type StaffAgent, type TestApp, signedInAgent, startTestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';
import { invitedMember } from './staff-kit.js';

/**
 * The owner's view of the job queue (docs/product.md §4.14, docs/architecture.md §4.7): the jobs
 * by state and name, paged, with their last error; the schedules; a failed job run again.
 */
const TIMEOUT_MS = 90_000;

let t: TestApp;
let owner: StaffAgent;
let admin: StaffAgent;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t);
  admin = await invitedMember(t, owner, 'admin');
}, TIMEOUT_MS);
afterAll(() => t?.close());
beforeEach(async () => {
  // Only the jobs each test makes: none left from the invitation's mail, no hourly run meanwhile.
  await t.dataSource.query(`DELETE FROM jobs`);
  await t.dataSource.query(`UPDATE job_schedules SET next_run_at = now() + interval '1 day'`);
});

/** Uses `handler` for the job `name` (mail.deliver by default) until the result is called. */
function stand<Payload>(handler: JobHandler<Payload>, name = 'mail.deliver'): () => void {
  const registry = t.app.get(JobRegistry);
  const real = registry.get(name).handler;
  registry.provide(name, handler as JobHandler<unknown>);
  return () => registry.provide(name, real);
}

const enqueueMail = (outboxId: number) =>
  t.app.get(Jobs).enqueue(t.dataSource.manager, 'mail.deliver', { outboxId });

async function jobsPage(query: Record<string, string | number> = {}) {
  const answer = await owner.get(listJobs.path({}, query)).expect(200);
  return answer.body.data as {
    data: Job[];
    current_page: number;
    last_page: number;
    next_page_url: string | null;
  };
}

/**
 * A job with one try (mail.deliver unless named), run by a handler that throws: dead, with its
 * error. The stand-in is in place before the row, so the worker's own pass never runs the real one.
 */
async function deadJob(
  name = 'mail.deliver',
  payload = { outboxId: 41 } as object,
): Promise<number> {
  const restore = stand(
    { ready: () => true, run: () => Promise.reject(new Error('the far side is down')) },
    name,
  );
  try {
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO jobs (name, payload, max_attempts) VALUES ($1, $2::jsonb, 1)
       RETURNING id::int AS id`,
      [name, JSON.stringify(payload)],
    )) as { id: number }[];
    await t.app.get(JobWorker).runDue();
    return id;
  } finally {
    restore();
  }
}

describe('who may see the queue', () => {
  it('answers 401 signed out and 403 to an admin, on every call; the owner is let in', async () => {
    const calls = [
      { method: 'get', path: listJobs.path({}) },
      { method: 'get', path: getJobQueue.path({}) },
      { method: 'post', path: retryJob.path({}) },
    ] as const;
    for (const { method, path } of calls) {
      const signedOut = await t.http()[method](path).send({ id: 1 });
      expect({ path, status: signedOut.status, codes: signedOut.body.error_codes }).toEqual({
        path,
        status: 401,
        codes: ['auth.signed_out'],
      });
      const refused = await admin[method](path).send({ id: 1 });
      expect({ path, status: refused.status, codes: refused.body.error_codes }).toEqual({
        path,
        status: 403,
        codes: ['auth.forbidden'],
      });
    }
    await owner.get(listJobs.path({})).expect(200);
    await owner.get(getJobQueue.path({})).expect(200);
  });
});

describe('the schedules', () => {
  it('lists every job name the server runs, and each cron schedule with its next run', async () => {
    const answer = await owner.get(getJobQueue.path({})).expect(200);
    const { names, schedules } = answer.body.data as {
      names: string[];
      schedules: Array<{ name: string; cron: string; next_run_at: string }>;
    };
    expect(names).toEqual(expect.arrayContaining(['housekeeping.sweep', 'mail.deliver']));
    const sweep = schedules.find((schedule) => schedule.name === 'housekeeping.sweep');
    expect(sweep).toMatchObject({ cron: '0 * * * *' });
    // Moved a day ahead before the test.
    const ahead = new Date(sweep!.next_run_at).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(23 * 3_600_000);
  });
});

describe('the list', () => {
  it(
    'pages the jobs newest first, 20 a page, with a link to the next',
    async () => {
      for (let outboxId = 1; outboxId <= 23; outboxId++) await enqueueMail(outboxId);
      const first = await jobsPage();
      expect(first.data).toHaveLength(20);
      expect(first.data[0]).toMatchObject({
        name: 'mail.deliver',
        state: 'queued',
        attempts: 0,
        max_attempts: 8,
        last_error: null,
        finished_at: null,
      });
      const ids = first.data.map((job) => job.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(first).toMatchObject({ current_page: 1, last_page: 2 });
      expect(first.next_page_url).toBe(listJobs.path({}, { page: 2 }));
      expect(new Date(first.data[0].run_at).toISOString()).toBe(first.data[0].run_at);

      const second = await jobsPage({ page: 2 });
      expect(second.data).toHaveLength(3);
      expect(second).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null });
      expect(Math.max(...second.data.map((job) => job.id))).toBeLessThan(Math.min(...ids));
    },
    TIMEOUT_MS,
  );

  it(
    'filters by state and by name, and the next link keeps the filters',
    async () => {
      await enqueueMail(1);
      await enqueueMail(2);
      await t.dataSource.query(
        `INSERT INTO jobs (name, payload, state, finished_at)
       VALUES ('housekeeping.sweep', '{}', 'done', now())`,
      );
      const dead = await deadJob();

      const failed = await jobsPage({ state: 'failed' });
      expect(failed.data.map((job) => job.id)).toEqual([dead]);
      const done = await jobsPage({ state: 'done', name: 'housekeeping.sweep' });
      expect(done.data).toEqual([expect.objectContaining({ name: 'housekeeping.sweep' })]);
      expect(done.data[0].finished_at).not.toBeNull();
      const mail = await jobsPage({ name: 'mail.deliver' });
      expect(mail.data.map((job) => job.state).sort()).toEqual(['failed', 'queued', 'queued']);
      expect(await jobsPage({ state: 'running' })).toMatchObject({ data: [], last_page: 1 });
      expect((await jobsPage({ name: 'no.such.job' })).data).toEqual([]);

      for (let outboxId = 3; outboxId <= 22; outboxId++) await enqueueMail(outboxId);
      const queued = await jobsPage({ state: 'queued', name: 'mail.deliver' });
      expect(queued.next_page_url).toBe(
        listJobs.path({}, { page: 2, state: 'queued', name: 'mail.deliver' }),
      );

      const wrong = await owner.get(listJobs.path({}, { state: 'sleeping' }));
      expect(wrong.status).toBe(400);
    },
    TIMEOUT_MS,
  );

  it('shows a failed job with its tries and last error', async () => {
    const dead = await deadJob();
    const [job] = (await jobsPage({ state: 'failed' })).data;
    expect(job).toMatchObject({
      id: dead,
      name: 'mail.deliver',
      state: 'failed',
      attempts: 1,
      max_attempts: 1,
      last_error: 'the far side is down',
    });
    expect(job.finished_at).not.toBeNull();
  });
});

describe('running a failed job again', () => {
  it(
    'queues a kind with no retry of its own afresh, records it in the audit trail, and it runs',
    async () => {
      const dead = await deadJob('housekeeping.sweep', {});
      // This time it succeeds; in place before the retry wakes the worker.
      const ran: unknown[] = [];
      const restore = stand(
        { ready: () => true, run: async (payload) => void ran.push(payload) },
        'housekeeping.sweep',
      );
      try {
        const answer = await owner.post(retryJob.path({})).send({ id: dead }).expect(200);
        expect(answer.body.data).toMatchObject({ id: dead, name: 'housekeeping.sweep' });
        expect(answer.body.data.state).not.toBe('failed');

        const [row] = (await t.dataSource.query(
          `SELECT entity, entity_id, action, changes FROM audit_log
           WHERE entity = 'job' ORDER BY id DESC LIMIT 1`,
        )) as Array<{ entity: string; entity_id: string; action: string; changes: unknown }>;
        expect(row).toEqual({
          entity: 'job',
          entity_id: String(dead),
          action: 'update',
          changes: {
            state: { before: 'failed', after: 'queued' },
            attempts: { before: 1, after: 0 },
          },
        });

        await t.app.get(JobWorker).runDue();
      } finally {
        restore();
      }
      expect(ran).toEqual([{}]);
      const jobs = (await jobsPage()).data;
      expect(jobs).toEqual([
        expect.objectContaining({ id: dead, state: 'done', attempts: 1, last_error: null }),
      ]);
    },
    TIMEOUT_MS,
  );

  it('refuses an unknown job (404) and one that has not failed (409), writing nothing', async () => {
    const auditRows = async () =>
      (
        (await t.dataSource.query(
          `SELECT count(*)::int AS count FROM audit_log WHERE entity IN ('job', 'mail')`,
        )) as { count: number }[]
      )[0].count;
    const before = await auditRows();
    await enqueueMail(5);
    const [waiting] = (await jobsPage()).data;
    const unknown = await owner.post(retryJob.path({})).send({ id: 99_999 }).expect(404);
    expect(unknown.body.error_codes).toEqual(['job.not_found']);
    const notFailed = await owner.post(retryJob.path({})).send({ id: waiting.id }).expect(409);
    expect(notFailed.body.error_codes).toEqual(['job.not_failed']);
    expect(await auditRows()).toBe(before);
  });

  it('refuses a failed job whose key another waiting job holds (409)', async () => {
    const dead = await deadJob('housekeeping.sweep', {});
    await t.dataSource.query(`UPDATE jobs SET key = 'sweep' WHERE id = $1`, [dead]);
    // Waiting, not yet due: the worker leaves it be.
    await t.dataSource.query(
      `INSERT INTO jobs (name, payload, key, run_at)
       VALUES ('housekeeping.sweep', '{}', 'sweep', now() + interval '1 hour')`,
    );
    const answer = await owner.post(retryJob.path({})).send({ id: dead }).expect(409);
    expect(answer.body.error_codes).toEqual(['job.already_waiting']);
    expect((await jobsPage({ state: 'failed' })).data.map((job) => job.id)).toEqual([dead]);
  });
});

/**
 * A mail delivery run again from the jobs screen does what the outbox's Retry does (the job's
 * handler declares it): the message is queued again with a new delivery job, and it is sent.
 * An app of its own, with a mail server that is down at first.
 */
describe('running a failed mail delivery again', () => {
  let port: number;
  let mail: TestApp;
  let mailOwner: StaffAgent;
  let smtp: Smtp | undefined;

  beforeAll(async () => {
    // A port that was free a moment ago and now has nobody listening.
    const probe = await startSmtp();
    port = probe.port;
    await probe.close();
    mail = await startTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}` });
    mailOwner = await signedInAgent(mail);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await mail?.close();
    await smtp?.close();
  });

  const mailJobs = (outboxId: number) =>
    mail.dataSource.query(
      `SELECT id::int AS id, state, attempts FROM jobs WHERE key = $1 ORDER BY id`,
      [`outbox:${outboxId}`],
    ) as Promise<Array<{ id: number; state: string; attempts: number }>>;

  it(
    'sends the message through the mail server, and the outbox shows it sent',
    async () => {
      // A message with one try, which the server being down spends: its job dead, it failed.
      const message = await mail.dataSource.transaction(async (manager) => {
        const saved = await mail.app
          .get(OutboxService)
          .enqueue({ to: 'ada@example.com', subject: 'Your parcel', text: 'On its way.' }, manager);
        await manager.query(`UPDATE jobs SET max_attempts = 1 WHERE key = $1`, [
          `outbox:${saved.id}`,
        ]);
        return saved;
      });
      const [dead] = await waitFor(
        async () => {
          const jobs = await mailJobs(message.id);
          return jobs.length === 1 && jobs[0].state === 'failed' && jobs;
        },
        { what: 'the delivery job to fail' },
      );
      const outboxStatus = async () => {
        const answer = await mailOwner.get(listOutbox.path({})).expect(200);
        const rows = answer.body.data.data as Array<{ id: number; status: string }>;
        return rows.find((row) => row.id === message.id)?.status;
      };
      expect(await outboxStatus()).toBe('failed');

      smtp = await startSmtp(port);
      const answer = await mailOwner.post(retryJob.path({})).send({ id: dead.id }).expect(200);
      // The dead job stays as its record; the message's new delivery job does the work.
      expect(answer.body.data).toMatchObject({ id: dead.id, state: 'failed' });

      await waitFor(async () => (await outboxStatus()) === 'sent', { what: 'the message sent' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['ada@example.com']);
      expect(smtp.received[0].mail.subject).toBe('Your parcel');
      expect(smtp.received[0].mail.text).toContain('On its way.');
      expect(await mailJobs(message.id)).toEqual([
        { id: dead.id, state: 'failed', attempts: 1 },
        { id: expect.any(Number), state: 'done', attempts: 1 },
      ]);

      // Audited as the outbox's Retry is: the message's update, nothing on the job.
      const rows = (await mail.dataSource.query(
        `SELECT entity, entity_id, action, changes FROM audit_log
         WHERE entity IN ('mail', 'job') ORDER BY id`,
      )) as Array<{ entity: string; entity_id: string; action: string; changes: unknown }>;
      expect(rows).toEqual([
        {
          entity: 'mail',
          entity_id: String(message.id),
          action: 'update',
          changes: { status: { before: 'failed', after: 'queued' } },
        },
      ]);

      // Sent now: run again, it is refused as the outbox's Retry refuses it.
      const again = await mailOwner.post(retryJob.path({})).send({ id: dead.id }).expect(409);
      expect(again.body.error_codes).toEqual(['outbox.already_sent']);
      expect(smtp.received).toHaveLength(1);
    },
    TIMEOUT_MS,
  );
});
