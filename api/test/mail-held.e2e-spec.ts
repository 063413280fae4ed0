import { describe, it, expect } from 'vitest';
import { sendEmail } from '@waybill/shared';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';

let app: TestApp;
let admin: StaffAgent;
useStaffApp({}, (started, agent) => {
  app = started;
  admin = agent;
});

describe('Send Email without a mail server (no MAIL_URL)', () => {
  it('keeps the message in the outbox and says so by its delivery, not only in English', async () => {
    const response = await admin
      .post(sendEmail.path({}))
      .send({
        reply_to: 'desk@courier.example',
        to: 'ada@example.com',
        subject: 'Hi',
        body: 'Hello',
      })
      .expect(200);
    expect(response.body.data).toEqual({ delivery: 'held' });
    expect(response.body.message).toBe(
      'Saved: the e-mail will go once mail is set up (Mail Settings)',
    );
    const rows = (await app.dataSource.query('SELECT to_address, status FROM outbox_messages')) as {
      to_address: string;
      status: string;
    }[];
    expect(rows).toEqual([{ to_address: 'ada@example.com', status: 'queued' }]);
  });
});
