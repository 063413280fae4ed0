import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { confirmSubscriptionPage, sendContactMessage, updateSettings } from '@waybill/shared';
import { OutboxService } from '../src/mail/outbox.service.js';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';

// One app a file: nestjs-pino keeps its root logger per process, so the log is checked on an app
// that is the first of its file.

const PIN = '482913';
const pinMessage = {
  to: 'boss@example.com',
  subject: 'Your password reset PIN',
  text: `Your PIN is ${PIN}. It works for 15 minutes.`,
  html: `<p>Your PIN is <b>${PIN}</b>.</p>`,
};

const rows = (t: TestApp): Promise<Array<{ status: string; text: string }>> =>
  t.dataSource.query('SELECT status, text FROM outbox_messages ORDER BY id');

describe('the log', () => {
  let t: TestApp;
  let written: string[];
  const write = process.stdout.write;

  beforeAll(async () => {
    // Readable lines through process.stdout (LOG_FORMAT=pretty), with requests at info.
    t = await startTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    written = [];
    process.stdout.write = ((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
  });
  afterEach(() => {
    process.stdout.write = write;
  });

  it("keeps a request's query string (tokens, signed links) out, and the path in", async () => {
    await t.http().get(`${confirmSubscriptionPage.route}?subscriber=1&token=abc-tok3n-9f8e`);
    const log = written.join('');
    expect(log).toContain(`GET ${confirmSubscriptionPage.route} `);
    expect(log).not.toContain('abc-tok3n-9f8e');
    expect(log).not.toContain('subscriber=1');
  });

  it('without MAIL_URL, names a kept message by its subject only: no body, no address', async () => {
    // The secret stays in the table until it is sent: it is still to be delivered.
    await t.app.get(OutboxService).enqueue({ ...pinMessage, secret: true });
    // Mail goes only to a contact address the company set (a new install's is made up).
    await (
      await signedInAgent(t)
    )
      .patch(updateSettings.path({}))
      .send({ contact_email: 'desk@harbour.example' })
      .expect(200);
    await t
      .http()
      .post(sendContactMessage.path({}))
      .send({
        name: 'Kofi',
        email: 'kofi@example.com',
        subject: 'Where is my box',
        body: 'My passport number is P1234567',
      })
      .expect(200);
    expect((await rows(t)).map((row) => row.status)).toEqual(['queued', 'queued']);
    expect((await rows(t))[0].text).toBe(pinMessage.text);
    const log = written.join('');
    expect(log).toContain('No mail server is set: message kept in the outbox');
    expect(log).toContain(pinMessage.subject);
    expect(log).not.toContain(PIN);
    expect(log).not.toContain('P1234567');
    expect(log).not.toContain('boss@example.com');
    expect(log).not.toContain('kofi@example.com');
  });
});
