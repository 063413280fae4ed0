import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';
import {
  listOutbox,
  retryOutboxMessage,
  sendContactMessage,
  sendEmail,
  updateSettings,
} from '@waybill/shared';

const LOGIN = { user: 'desk@courier.example', password: 'mail-password-1' };
/** The company's own sender: every message goes out from it, envelope and header alike. */
const MAIL_FROM = 'mail@harbour.example';
const MESSAGE = {
  reply_to: 'desk@courier.example',
  to: 'customer@example.com',
  subject: 'Your invoice is ready',
  body: 'Hello Ada,\n\nYour invoice is attached to your account.',
};

let smtp: Smtp;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  smtp = await startSmtp(0, LOGIN);
  // The outbox delivers with the server's own login; the smtp driver with the sender's.
  t = await startTestApp({
    MAIL_URL: `smtp://${encodeURIComponent(LOGIN.user)}:${LOGIN.password}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: `Harbour Express <${MAIL_FROM}>`,
  });
}, 30_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.received.length = 0;
  admin = await signedInAgent(t);
});

const outbox = () =>
  t.dataSource.query(
    'SELECT to_address, status, attempts, last_error FROM outbox_messages ORDER BY id',
  ) as Promise<
    Array<{ to_address: string; status: string; attempts: number; last_error: string | null }>
  >;

describe('Send Email through the outbox (driver "outbox")', () => {
  it('queues the message in the chosen template and delivers it with the company details', async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({
        contact_email: 'desk@courier.example',
        company_name: 'Harbour Express',
        contact_phone: '+44 20 7946 0000',
      })
      .expect(200);
    const response = await admin
      .post(sendEmail.path({}))
      .send({ ...MESSAGE, template: 'html3' })
      .expect(200);
    expect(response.body.message).toBe('Queued: the message is on its way');
    expect(response.body.data).toEqual({ delivery: 'queued' });
    const received = await waitFor(() => smtp.received[0], { what: 'the e-mail' });
    expect(received.to).toEqual(['customer@example.com']);
    expect(received.mail.subject).toBe('Your invoice is ready');
    expect(received.from).toBe(MAIL_FROM);
    expect(received.mail.from?.value).toEqual([{ address: MAIL_FROM, name: 'Harbour Express' }]);
    expect(received.mail.replyTo?.value[0].address).toBe('desk@courier.example');
    expect(received.mail.text).toContain('Hello Ada,');
    expect(received.mail.text).toContain('Harbour Express');
    expect(received.mail.html).toContain('Your invoice is attached to your account.');
    expect(received.mail.html).toContain('+44 20 7946 0000');
    await waitFor(async () => (await outbox())[0]?.status === 'sent', { what: 'sent status' });
  });

  it('uses the settings template, and the plain one sends text only', async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'outbox', mail_template: 'plain' })
      .expect(200);
    await admin.post(sendEmail.path({})).send(MESSAGE).expect(200);
    const received = await waitFor(() => smtp.received[0], { what: 'the e-mail' });
    expect(received.mail.html).toBe(false);
    expect(received.mail.text).toContain('Your invoice is attached to your account.');
  });

  it('names bad fields and sends nothing', async () => {
    const response = await admin
      .post(sendEmail.path({}))
      .send({ reply_to: 'x', to: '', subject: '', body: '', template: 'html9' })
      .expect(400);
    expect(response.body.errors).toEqual([
      'reply_to must be a valid e-mail address',
      'to is required',
      'subject is required',
      'body is required',
      'template must be one of: plain, html1, html2, html3, html4',
    ]);
    expect(await outbox()).toEqual([]);
  });

  it("never sends as the address a member names: From and the envelope are MAIL_FROM's", async () => {
    // The attack: a member named any sender and the company's server sent as it.
    await admin
      .post(sendEmail.path({}))
      .send({ ...MESSAGE, from: 'ceo@bank.example', sender: 'ceo@bank.example' })
      .expect(200);
    const received = await waitFor(() => smtp.received[0], { what: 'the e-mail' });
    expect(received.from).toBe(MAIL_FROM);
    expect(received.mail.from?.value.map((entry) => entry.address)).toEqual([MAIL_FROM]);
    expect(received.mail.replyTo?.value.map((entry) => entry.address)).toEqual([
      'desk@courier.example',
    ]);
    expect(received.mail.headers.get('sender')).toBeUndefined();
    expect(JSON.stringify([...received.mail.headers])).not.toContain('bank.example');
    const [row] = (await t.dataSource.query('SELECT from_address FROM outbox_messages')) as Array<{
      from_address: string;
    }>;
    expect(row.from_address).toBe(`Harbour Express <${MAIL_FROM}>`);
  });

  it("takes the seed's `from` as Reply-To, still sending as MAIL_FROM", async () => {
    const { reply_to: _replaced, ...seedCall } = MESSAGE;
    await admin
      .post(sendEmail.path({}))
      .send({ ...seedCall, from: 'desk@seed.example' })
      .expect(200);
    const received = await waitFor(() => smtp.received[0], { what: 'the e-mail' });
    expect(received.from).toBe(MAIL_FROM);
    expect(received.mail.from?.value.map((entry) => entry.address)).toEqual([MAIL_FROM]);
    expect(received.mail.replyTo?.value.map((entry) => entry.address)).toEqual([
      'desk@seed.example',
    ]);
  });

  it("sends a visitor's message from MAIL_FROM, the visitor only as Reply-To", async () => {
    // Mail goes only to a contact address the company set (a new install's is made up).
    await admin
      .patch(updateSettings.path({}))
      .send({ contact_email: 'desk@harbour.example' })
      .expect(200);
    await t
      .http()
      .post(sendContactMessage.path({}))
      .send({ email: 'visitor@home.example', subject: 'Hello', body: 'A question' })
      .expect(200);
    const received = await waitFor(() => smtp.received[0], { what: 'the e-mail' });
    expect(received.from).toBe(MAIL_FROM);
    expect(received.mail.from?.value.map((entry) => entry.address)).toEqual([MAIL_FROM]);
    expect(received.mail.replyTo?.value.map((entry) => entry.address)).toEqual([
      'visitor@home.example',
    ]);
  });

  it('delivers a row queued with another sender (before this rule) from MAIL_FROM', async () => {
    await t.dataSource.query(
      `WITH message AS (
         INSERT INTO outbox_messages (to_address, from_address, subject, text, status, attempts)
         VALUES ('late@example.com', 'ceo@bank.example', 'Old row', 'Body', 'queued', 0)
         RETURNING id)
       INSERT INTO jobs (name, payload, key)
       SELECT 'mail.deliver', jsonb_build_object('outboxId', id), 'outbox:' || id FROM message`,
    );
    await admin.post(sendEmail.path({})).send(MESSAGE).expect(200);
    // Both are delivered before the test ends, so none reaches the next test's server.
    await waitFor(() => smtp.received.length === 2, { what: 'both e-mails' });
    const received = smtp.received.find((entry) => entry.mail.subject === 'Old row')!;
    expect(received.from).toBe(MAIL_FROM);
    expect(received.mail.from?.value.map((entry) => entry.address)).toEqual([MAIL_FROM]);
  });

  it('is for staff only', async () => {
    await t.http().post(sendEmail.path({})).send(MESSAGE).expect(401);
  });
});

describe('Send Email with the sender’s login (driver "smtp")', () => {
  beforeEach(async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'smtp', mail_template: 'html1' })
      .expect(200);
  });

  it('sends at once with the password and records it as sent', async () => {
    const response = await admin
      .post(sendEmail.path({}))
      .send({ ...MESSAGE, password: LOGIN.password })
      .expect(200);
    expect(response.body.message).toBe('Sent');
    expect(response.body.data).toEqual({ delivery: 'sent' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].from).toBe(MAIL_FROM);
    expect(smtp.received[0].mail.from?.value.map((entry) => entry.address)).toEqual([MAIL_FROM]);
    expect(smtp.received[0].mail.replyTo?.value[0].address).toBe('desk@courier.example');
    expect(await outbox()).toEqual([
      { to_address: 'customer@example.com', status: 'sent', attempts: 1, last_error: null },
    ]);
  });

  it('reports a wrong password clearly, and records the failure', async () => {
    const response = await admin
      .post(sendEmail.path({}))
      .send({ ...MESSAGE, password: 'wrong-password' })
      .expect(400);
    expect(response.body.errors).toEqual([
      'The mail server refused the login for desk@courier.example: check the password',
    ]);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([
      {
        to_address: 'customer@example.com',
        status: 'failed',
        attempts: 1,
        last_error:
          'The mail server refused the login for desk@courier.example: check the password',
      },
    ]);
  });

  it('needs the password', async () => {
    const response = await admin.post(sendEmail.path({})).send(MESSAGE).expect(400);
    expect(response.body.errors).toEqual(['password is required when the mail driver is smtp']);
  });
});

describe('the outbox screen calls', () => {
  it('lists messages newest first with their status, and retries a failed one', async () => {
    await admin.post(sendEmail.path({})).send(MESSAGE).expect(200);
    await waitFor(async () => (await outbox())[0]?.status === 'sent', { what: 'delivery' });
    await t.dataSource.query(
      `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, attempts, last_error)
       VALUES ('late@example.com', 'desk@courier.example', 'Retry me', 'Body', 'failed', 8, 'Connection refused')`,
    );
    const list = (await admin.get(listOutbox.path({})).expect(200)).body.data;
    expect(
      list.data.map((row: { subject: string; status: string }) => [row.subject, row.status]),
    ).toEqual([
      ['Retry me', 'failed'],
      ['Your invoice is ready', 'sent'],
    ]);
    expect(list.data[0]).toMatchObject({
      attempts: 8,
      last_error: 'Connection refused',
      sent_at: null,
    });
    const failedOnly = (await admin.get(listOutbox.path({}, { status: 'failed' })).expect(200)).body
      .data;
    expect(failedOnly.data).toHaveLength(1);

    const retried = await admin
      .post(retryOutboxMessage.path({}))
      .send({ id: list.data[0].id })
      .expect(200);
    expect(retried.body.data.status).toBe('queued');
    const received = await waitFor(
      () => smtp.received.find((entry) => entry.mail.subject === 'Retry me'),
      {
        what: 'the retried e-mail',
      },
    );
    expect(received.to).toEqual(['late@example.com']);
    await admin.post(retryOutboxMessage.path({})).send({ id: list.data[1].id }).expect(409);
    await admin.post(retryOutboxMessage.path({})).send({ id: 9999 }).expect(404);
  });
});
