import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './harness.js';
import { type Smtp, startSmtp, waitFor } from './smtp.js';
import {
  createActivity,
  createParcel,
  inviteStaff,
  subscribeToParcel,
  unsubscribe,
  updateParcel,
  updateSettings,
} from '@waybill/shared';

let smtp: Smtp;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let parcelId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://track.courier.example',
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
  const created = await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-77', recipient_name: 'Ada', destination: 'Lagos' })
    .expect(201);
  parcelId = created.body.data.id;
  await admin
    .patch(updateParcel.path({}))
    .send({
      id: parcelId,
      tracking_code: 'WB-77',
      recipient_name: 'Ada',
      destination: 'Lagos',
      recipient_email: 'ada@example.com',
      status: 'In transit',
    })
    .expect(200);
});

const addActivity = (title: string, extra: Record<string, unknown> = {}) =>
  admin
    .post(createActivity.path({}))
    .send({ title, description: 'Sorted at the hub', parcel_id: parcelId, ...extra })
    .expect(201);

const queued = async () =>
  (await t.dataSource.query(
    'SELECT to_address, subject FROM outbox_messages ORDER BY id',
  )) as Array<{
    to_address: string;
    subject: string;
  }>;

/** The link from a delivered e-mail's text, turned into a path on the test server. */
function linkPath(text: string, pattern: RegExp): string {
  const url = pattern.exec(text)?.[0];
  if (!url) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return url.replace('https://track.courier.example', '');
}

describe('automatic tracking e-mails', () => {
  it('tells the recipient about a new activity, with the tracking link', async () => {
    await addActivity('Arrived in Lagos');
    const received = await waitFor(
      () => smtp.received.find((entry) => entry.mail.subject === 'Parcel WB-77: Arrived in Lagos'),
      { what: 'the notification' },
    );
    expect(received.to).toEqual(['ada@example.com']);
    expect(received.mail.subject).toBe('Parcel WB-77: Arrived in Lagos');
    expect(received.mail.text).toContain('Sorted at the hub');
    expect(received.mail.text).toContain('Status: In transit');
    expect(received.mail.text).toContain('https://track.courier.example/track.html?code=WB-77');
    expect(received.mail.html).toContain('Track your parcel');
  });

  it('stops after the recipient unsubscribes, through the page and its button', async () => {
    await addActivity('Picked up');
    const first = await waitFor(
      () => smtp.received.find((entry) => entry.mail.subject === 'Parcel WB-77: Picked up'),
      { what: 'the first notification' },
    );
    const path = linkPath(
      first.mail.text ?? '',
      /https:\/\/track\.courier\.example\/api\/notifications\/unsubscribe\?\S+/,
    );
    const page = await t.http().get(path).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Stop these e-mails');
    // Only the button acts: a mail scanner following the link changes nothing.
    await addActivity('Still coming');
    await waitFor(() => smtp.received.length === 2 || undefined, {
      what: 'the second notification',
    });
    const done = await t.http().post(path).expect(200);
    expect(done.text).toContain('We will not e-mail you about parcel WB-77 again');
    await addActivity('Delivered');
    expect((await queued()).map((row) => row.subject)).toEqual([
      'Parcel WB-77: Picked up',
      'Parcel WB-77: Still coming',
    ]);
  });

  it('refuses a forged unsubscribe link', async () => {
    const response = await t
      .http()
      .post(`${unsubscribe.path({})}?parcel=${parcelId}&token=forged-token-forged-token-forged1`)
      .expect(400);
    expect(response.text).toContain('This link does not work');
    await addActivity('Departed');
    expect(await queued()).toHaveLength(1);
  });

  it('sends nothing when staff untick "notify", or when the site turns notifications off', async () => {
    await addActivity('Quiet update', { notify: false });
    await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'outbox', mail_template: 'html2', notify_recipients: false })
      .expect(200);
    await addActivity('Another quiet update');
    expect(await queued()).toEqual([]);
    await admin
      .patch(updateSettings.path({}))
      .send({ mail_driver: 'outbox', mail_template: 'html2', notify_recipients: true })
      .expect(200);
    await addActivity('Loud update');
    expect((await queued()).map((row) => row.subject)).toEqual(['Parcel WB-77: Loud update']);
  });
});

describe('visitors who ask for updates', () => {
  it('get a confirmation e-mail first, then the updates once confirmed', async () => {
    const asked = await t
      .http()
      .post(subscribeToParcel.path({ code: 'wb-77' }))
      .send({ email: 'Friend@Example.com' })
      .expect(200);
    expect(asked.body.message).toBe(
      'Check your inbox: we sent a link to confirm that you want e-mail updates.',
    );
    const confirmation = await waitFor(
      () => smtp.received.find((entry) => entry.to.includes('friend@example.com')),
      { what: 'the confirmation e-mail' },
    );
    expect(confirmation.to).toEqual(['friend@example.com']);
    expect(confirmation.mail.subject).toBe('Confirm e-mail updates for parcel WB-77');

    await addActivity('Before confirming');
    expect((await queued()).filter((row) => row.to_address === 'friend@example.com')).toHaveLength(
      1,
    );

    const path = linkPath(
      confirmation.mail.text ?? '',
      /https:\/\/track\.courier\.example\/api\/notifications\/confirm\?\S+/,
    );
    expect((await t.http().get(path).expect(200)).text).toContain('Send me updates');
    expect((await t.http().post(path).expect(200)).text).toContain(
      'We will e-mail you each time parcel WB-77 moves',
    );
    await addActivity('After confirming');
    const subjects = (await queued())
      .filter((row) => row.to_address === 'friend@example.com')
      .map((row) => row.subject);
    expect(subjects).toEqual([
      'Confirm e-mail updates for parcel WB-77',
      'Parcel WB-77: After confirming',
    ]);
  });

  it('answers the same for an unknown code, and limits how often', async () => {
    const unknown = await t
      .http()
      .post(subscribeToParcel.path({ code: 'NOPE' }))
      .send({ email: 'x@example.com' })
      .expect(200);
    expect(unknown.body.message).toBe(
      'Check your inbox: we sent a link to confirm that you want e-mail updates.',
    );
    expect(await queued()).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      await t
        .http()
        .post(subscribeToParcel.path({ code: 'WB-77' }))
        .send({ email: 'x@example.com' })
        .expect(200);
    }
    await t
      .http()
      .post(subscribeToParcel.path({ code: 'WB-77' }))
      .send({ email: 'x@example.com' })
      .expect(429);
    await t
      .http()
      .post(subscribeToParcel.path({ code: 'WB-77' }))
      .send({ email: 'not-an-address' })
      .expect(400);
  });
});

describe('links in e-mail with PUBLIC_URL set', () => {
  it('use PUBLIC_URL whatever Host a visitor or a member sends', async () => {
    await t
      .http()
      .post(subscribeToParcel.path({ code: 'WB-77' }))
      .set('Host', 'evil.example')
      .send({ email: 'friend@example.com' })
      .expect(200);
    await admin
      .post(inviteStaff.path({}))
      .set('Host', 'evil.example')
      .send({ email: 'dee@example.com', role: 'viewer' })
      .expect(201);
    await addActivity('Out for delivery');
    const rows = (await t.dataSource.query(
      'SELECT to_address, text FROM outbox_messages ORDER BY id',
    )) as Array<{ to_address: string; text: string }>;
    expect(rows.map((row) => row.to_address)).toEqual([
      'friend@example.com',
      'dee@example.com',
      'ada@example.com',
    ]);
    for (const row of rows) {
      expect(row.text).not.toContain('evil.example');
      const origins = new Set(row.text.match(/https?:\/\/[^\s/]+/g));
      expect([...origins]).toEqual(['https://track.courier.example']);
    }
  });
});
