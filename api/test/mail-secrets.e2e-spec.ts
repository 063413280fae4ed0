import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { createParcel, listOutbox, subscribeToParcel } from '@waybill/shared';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';

const PIN = '482913';
const pinMessage = {
  to: 'boss@example.com',
  subject: 'Your password reset PIN',
  text: `Your PIN is ${PIN}. It works for 15 minutes.`,
  html: `<p>Your PIN is <b>${PIN}</b>.</p>`,
};

interface Row {
  subject: string;
  status: string;
  text: string;
  html: string | null;
  secret: boolean;
}
const rows = (t: TestApp): Promise<Row[]> =>
  t.dataSource.query('SELECT subject, status, text, html, secret FROM outbox_messages ORDER BY id');

describe('a message carrying a secret, once sent', () => {
  let smtp: Smtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}` });
    await t.app.get(JobWorker).runDue(); // whatever a shared database left
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
  });
  afterEach(() => t.app.get(JobWorker).runDue());

  it('reaches its reader, then its body is gone from the table and the outbox API', async () => {
    const outbox = t.app.get(OutboxService);
    await outbox.enqueue({ ...pinMessage, secret: true });
    await outbox.enqueue({ to: 'ada@example.com', subject: 'Plain news', text: 'Kept as written' });
    await t.app.get(JobWorker).runDue();

    const delivered = smtp.received.find((each) => each.to.includes('boss@example.com'));
    expect(delivered?.mail.text).toContain(PIN);
    expect(await rows(t)).toEqual([
      { subject: pinMessage.subject, status: 'sent', text: '', html: null, secret: true },
      { subject: 'Plain news', status: 'sent', text: 'Kept as written', html: null, secret: false },
    ]);

    const admin = await signedInAgent(t);
    const listed = await admin.get(listOutbox.path({}, { page: 1 })).expect(200);
    expect(listed.body.data.data.map((each: { subject: string }) => each.subject)).toContain(
      pinMessage.subject,
    );
    expect(JSON.stringify(listed.body)).not.toContain(PIN);
  });

  it('includes the subscription confirmation: its signed link leaves no copy behind', async () => {
    const admin = await signedInAgent(t);
    await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-5', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(201);
    await t
      .http()
      .post(subscribeToParcel.path({ code: 'WB-5' }))
      .send({ email: 'friend@example.com' })
      .expect(200);
    const mail = await waitFor(() => smtp.received.find((each) => each.to.length > 0), {
      what: 'the confirmation e-mail',
    });
    expect(mail.mail.text).toMatch(/token=[\w-]{32}/);
    const [row] = await waitFor(
      async () => {
        const all = await rows(t);
        return all[0]?.status === 'sent' && all;
      },
      { what: 'the confirmation marked sent' },
    );
    expect(row).toMatchObject({ secret: true, text: '', html: null });
  });
});
