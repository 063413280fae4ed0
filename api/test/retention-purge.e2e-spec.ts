import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  createParcel,
  sendContactMessage,
  subscribeToParcel,
  updateSettings,
} from '@waybill/shared';
import { Housekeeping } from '../src/core/housekeeping.service.js';
import { UNCONFIRMED_DAYS } from '../src/notifications/notifications.service.js';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';

const RETENTION_DAYS = 30;

let t: TestApp;
let parcelId: number;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await startTestApp({ RETENTION_DAYS: String(RETENTION_DAYS) });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await signedInAgent(t);
  const created = await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-9', recipient_name: 'Ada', destination: 'Lagos' })
    .expect(201);
  parcelId = created.body.data.id;
});

/** Runs the hourly clean-up as the schedule does: every owner's sweep. */
const sweep = () => t.app.get(Housekeeping).sweep();

async function message(subject: string, status: string, ageDays: number): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, created_at)
     VALUES ('ada@example.com', 'desk@example.com', $1, 'body', $2, now() - $3 * interval '1 day')`,
    [subject, status, ageDays],
  );
}

const subjects = async () =>
  (
    (await t.dataSource.query('SELECT subject FROM outbox_messages ORDER BY subject')) as Array<{
      subject: string;
    }>
  ).map((row) => row.subject);

async function subscriber(
  email: string,
  ageDays: number,
  state: { confirmedDaysAgo?: number; unsubscribedDaysAgo?: number } = {},
): Promise<void> {
  await t.dataSource.query(
    `INSERT INTO parcel_subscribers (parcel_id, email, created_at, confirmed_at, unsubscribed_at)
     VALUES ($1, $2, now() - $3 * interval '1 day', now() - $4 * interval '1 day',
             now() - $5 * interval '1 day')`,
    [parcelId, email, ageDays, state.confirmedDaysAgo ?? null, state.unsubscribedDaysAgo ?? null],
  );
}

const subscribers = async () =>
  (
    (await t.dataSource.query('SELECT email FROM parcel_subscribers ORDER BY email')) as Array<{
      email: string;
    }>
  ).map((row) => row.email);

describe('the outbox, after RETENTION_DAYS', () => {
  it('loses sent, failed and never-sent messages older than the retention, and keeps newer ones', async () => {
    await message('old sent', 'sent', RETENTION_DAYS + 1);
    await message('old failed', 'failed', RETENTION_DAYS + 1);
    await message('old queued', 'queued', RETENTION_DAYS + 1);
    await message('old sending', 'sending', RETENTION_DAYS + 1);
    await message('new sent', 'sent', RETENTION_DAYS - 1);
    await message('new failed', 'failed', 1);
    await message('new queued', 'queued', 0);
    await sweep();
    expect(await subjects()).toEqual(['new failed', 'new queued', 'new sent', 'old sending']);
  });

  it("loses a visitor's contact message older than the retention", async () => {
    // Mail goes only to a contact address the company set (a new install's is made up).
    await admin
      .patch(updateSettings.path({}))
      .send({ contact_email: 'desk@harbour.example' })
      .expect(200);
    const write = (subject: string) =>
      t
        .http()
        .post(sendContactMessage.path({}))
        .send({ email: 'kofi@example.com', subject, body: 'My address is 4 Ring Road' })
        .expect(200);
    await write('Old question');
    await t.dataSource.query(
      `UPDATE outbox_messages SET created_at = now() - $1 * interval '1 day'`,
      [RETENTION_DAYS + 1],
    );
    await write('New question');
    await sweep();
    expect(await subjects()).toEqual(['Website message: New question']);
  });
});

describe('subscriptions', () => {
  it(`lose an address never confirmed within ${UNCONFIRMED_DAYS} days, or unsubscribed for the retention`, async () => {
    await subscriber('stale@example.com', UNCONFIRMED_DAYS + 1);
    await subscriber('fresh@example.com', UNCONFIRMED_DAYS - 1);
    await subscriber('loyal@example.com', 400, { confirmedDaysAgo: 400 });
    await subscriber('gone@example.com', 400, {
      confirmedDaysAgo: 400,
      unsubscribedDaysAgo: RETENTION_DAYS + 1,
    });
    await subscriber('left@example.com', 400, {
      confirmedDaysAgo: 400,
      unsubscribedDaysAgo: RETENTION_DAYS - 1,
    });
    await sweep();
    expect(await subscribers()).toEqual([
      'fresh@example.com',
      'left@example.com',
      'loyal@example.com',
    ]);
  });

  it('count the unconfirmed days from the latest request to subscribe', async () => {
    await subscriber('again@example.com', UNCONFIRMED_DAYS + 1);
    await t
      .http()
      .post(subscribeToParcel.path({ code: 'WB-9' }))
      .send({ email: 'again@example.com' })
      .expect(200);
    await sweep();
    expect(await subscribers()).toEqual(['again@example.com']);
  });
});
