import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  countInbox,
  listInbox,
  replyToInboxMessage,
  sendContactMessage,
  updateInboxMessage,
} from '@waybill/shared';
import { Housekeeping } from '../src/core/housekeeping.service.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

const RETENTION_DAYS = 30;
const VISIT = {
  name: 'Kofi',
  email: 'kofi@home.example',
  subject: 'Where is my box',
  body: 'It left Accra on Monday.',
};

describe('the inbox (no mail server)', () => {
  let t: TestApp;
  let owner: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({ RETENTION_DAYS: String(RETENTION_DAYS) });
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    owner = await signedInAgent(t);
  });

  const write = (fields: Partial<typeof VISIT> = {}) =>
    t
      .http()
      .post(sendContactMessage.path({}))
      .send({ ...VISIT, ...fields })
      .expect(200);

  it("keeps a visitor's message for the panel, counted as new, even with no mail server", async () => {
    await write();
    const list = await owner.get(listInbox.path({})).expect(200);
    expect(list.body.data.data).toEqual([
      expect.objectContaining({ ...VISIT, status: 'new', answered_at: null }),
    ]);
    expect((await owner.get(countInbox.path({}))).body.data).toEqual({ new: 1 });
    // A new install's contact e-mail is the seed's made-up one: no mail is queued to it.
    expect(await t.dataSource.query('SELECT to_address FROM outbox_messages')).toEqual([]);
  });

  it('marks a message read and archived, filters by status, and refuses what is not a status', async () => {
    await write();
    await write({ subject: 'Second' });
    const [second, first] = (await owner.get(listInbox.path({}))).body.data.data;
    const read = await owner
      .patch(updateInboxMessage.path({}))
      .send({ id: first.id, status: 'read' })
      .expect(200);
    expect(read.body.data.status).toBe('read');
    await owner
      .patch(updateInboxMessage.path({}))
      .send({ id: second.id, status: 'archived' })
      .expect(200);
    const archived = await owner.get(listInbox.path({}, { status: 'archived' })).expect(200);
    expect(archived.body.data.data.map((row: { subject: string }) => row.subject)).toEqual([
      'Second',
    ]);
    expect((await owner.get(countInbox.path({}))).body.data).toEqual({ new: 0 });

    await owner
      .patch(updateInboxMessage.path({}))
      .send({ id: first.id, status: 'spam' })
      .expect(400);
    await owner
      .patch(updateInboxMessage.path({}))
      .send({ id: 999_999, status: 'read' })
      .expect(404);
    await owner.get(listInbox.path({}, { status: 'nope' as never })).expect(400);
  });

  it('answers by e-mail to the visitor, answers coming back to the company, and says it waits for mail', async () => {
    await write();
    const [message] = (await owner.get(listInbox.path({}))).body.data.data;
    await t.dataSource.query('DELETE FROM outbox_messages');
    const answered = await owner
      .post(replyToInboxMessage.path({}))
      .send({ id: message.id, subject: 'Re: Where is my box', body: 'It arrives on Friday.' })
      .expect(200);
    expect(answered.body.data).toEqual({ delivery: 'held' });
    expect(answered.body.message).not.toMatch(/\bsent\b/i);
    const [mail] = await t.dataSource.query(
      'SELECT to_address, reply_to, subject, text FROM outbox_messages',
    );
    expect(mail).toMatchObject({
      to_address: VISIT.email,
      subject: 'Re: Where is my box',
      text: 'It arrives on Friday.',
    });
    expect(mail.reply_to).toBeTruthy();
    const [row] = (await owner.get(listInbox.path({}))).body.data.data;
    expect(row.status).toBe('answered');
    expect(row.answered_at).not.toBeNull();

    await owner
      .post(replyToInboxMessage.path({}))
      .send({ id: message.id, subject: '', body: 'x' })
      .expect(400);
  });

  it('is read by a viewer, who may not change or answer; a visitor sees none of it', async () => {
    await write();
    const [message] = (await owner.get(listInbox.path({}))).body.data.data;
    const viewer = await invitedMember(t, owner, 'viewer');
    await viewer.get(listInbox.path({})).expect(200);
    await viewer
      .patch(updateInboxMessage.path({}))
      .send({ id: message.id, status: 'read' })
      .expect(403);
    await viewer
      .post(replyToInboxMessage.path({}))
      .send({ id: message.id, subject: 'Hi', body: 'x' })
      .expect(403);
    await t.http().get(listInbox.path({})).expect(401);
    await t.http().get(countInbox.path({})).expect(401);
  });

  it('forgets messages after RETENTION_DAYS', async () => {
    await write({ subject: 'Old' });
    await write({ subject: 'New' });
    await t.dataSource.query(
      `UPDATE contact_messages SET created_at = now() - interval '${RETENTION_DAYS + 1} days' WHERE subject = 'Old'`,
    );
    await t.app.get(Housekeeping).sweep();
    const rows = await t.dataSource.query('SELECT subject FROM contact_messages');
    expect(rows).toEqual([{ subject: 'New' }]);
  });
});
