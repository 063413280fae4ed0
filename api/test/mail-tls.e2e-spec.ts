import { describe, it, expect } from 'vitest';
import { networkInterfaces } from 'node:os';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { OutboxService } from '../src/mail/outbox.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp } from './smtp.js';

const LOGIN = { user: 'mailer', password: 'hunter2-in-clear?' };
const TIMEOUT_MS = 60_000;

/** An IPv4 address of this machine that is not loopback: mail to it would cross a network. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((each) => each?.family === 'IPv4' && !each.internal)?.address;

const mailUrl = (smtp: Smtp, query = '') =>
  `smtp://${LOGIN.user}:${encodeURIComponent(LOGIN.password)}@${smtp.host}:${smtp.port}${query}`;

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
}

/** Starts the app on MAIL_URL, queues one message, runs one delivery pass; returns its row. */
async function sendOne(url: string): Promise<Row> {
  const t: TestApp = await startTestApp({ MAIL_URL: url });
  try {
    await t.app.get(JobWorker).runDue(); // whatever a shared database left
    await t.reset();
    await t.app.get(OutboxService).enqueue({
      to: 'ada@example.com',
      subject: 'Parcel WB-1 moved',
      text: 'It is in Accra.',
    });
    await t.app.get(JobWorker).runDue();
    const [row] = (await t.dataSource.query(
      'SELECT status, attempts, last_error FROM outbox_messages',
    )) as Row[];
    return row;
  } finally {
    await t.close();
  }
}

describe(`smtp:// to a server on the network (${networkAddress})`, () => {
  it('has an address of this machine that is not loopback to listen on', () => {
    expect(networkAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(networkAddress).not.toMatch(/^127\./);
  });

  it(
    'without STARTTLS: sends neither the password nor the mail, and keeps it queued with the reason',
    async () => {
      const smtp = await startSmtp(0, LOGIN, { host: networkAddress });
      try {
        const row = await sendOne(mailUrl(smtp));
        expect(smtp.logins).toEqual([]);
        expect(smtp.received).toEqual([]);
        expect(row).toMatchObject({ status: 'queued', attempts: 1 });
        expect(row.last_error).toBe(
          'The mail server does not offer STARTTLS, so nothing was sent (not even the password): use smtps://, a server with STARTTLS, or add ?tls=off to MAIL_URL for a trusted network',
        );
      } finally {
        await smtp.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'with STARTTLS: logs in over the encrypted connection and delivers',
    async () => {
      const smtp = await startSmtp(0, LOGIN, { host: networkAddress, startTls: true });
      try {
        // smtp-server's own certificate is self-signed: trust it for this test only.
        const row = await sendOne(mailUrl(smtp, '?tls.rejectUnauthorized=false'));
        expect(row).toMatchObject({ status: 'sent', last_error: null });
        expect(smtp.logins).toEqual([{ ...LOGIN, encrypted: true }]);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'with ?tls=off: sends in clear, as the operator chose',
    async () => {
      const smtp = await startSmtp(0, LOGIN, { host: networkAddress });
      try {
        const row = await sendOne(mailUrl(smtp, '?tls=off'));
        expect(row).toMatchObject({ status: 'sent' });
        expect(smtp.logins).toEqual([{ ...LOGIN, encrypted: false }]);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    },
    TIMEOUT_MS,
  );
});

describe('smtp:// to this machine (loopback)', () => {
  it(
    'sends without STARTTLS: the mail never leaves the machine',
    async () => {
      const smtp = await startSmtp(0, LOGIN);
      try {
        const row = await sendOne(mailUrl(smtp));
        expect(row).toMatchObject({ status: 'sent' });
        expect(smtp.logins).toEqual([{ ...LOGIN, encrypted: false }]);
      } finally {
        await smtp.close();
      }
    },
    TIMEOUT_MS,
  );
});

describe('a MAIL_URL that would weaken the rule', () => {
  it.each([
    ['smtp://mail.example.com?tls=maybe', 'MAIL_URL\'s tls may only be "off"'],
    ['smtp://mail.example.com?ignoreTLS=true', 'MAIL_URL may not set ignoreTLS'],
    ['smtp://mail.example.com?requireTLS=false', 'MAIL_URL may not set requireTLS'],
    ['smtps://mail.example.com?tls=off', 'does not apply to smtps://'],
  ])('%s stops the start with a reason', async (url, reason) => {
    await expect(startTestApp({ MAIL_URL: url })).rejects.toThrow(reason);
  });
});
