import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
/**
 * The e-mails a subscriber chooses (docs/product.md §10): which events and which language, a page
 * to change them behind a signed link, and RFC 8058 one-click unsubscribe: every message to a
 * subscriber or recipient carries `List-Unsubscribe` and `List-Unsubscribe-Post`, read here from
 * the headers of the mail a real SMTP server received. Attacks: guessed, truncated and borrowed
 * tokens; a GET (a mail scanner) changes nothing.
 */
import {
  addParcelUpdate,
  createParcel,
  manageSubscription,
  subscribeToParcel,
  unsubscribe,
  updateParcel,
} from '@waybill/shared';
import { randomBytes } from 'node:crypto';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { type Received, type Smtp, startSmtp, waitFor } from './smtp.js';

const SITE = 'https://track.courier.example';
let smtp: Smtp;
let t: TestApp;
let admin: StaffAgent;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ MAIL_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: SITE });
}, 30_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.app.get(JobWorker).runDue();
  await t.reset();
  smtp.received.length = 0;
  admin = await signedInAgent(t);
  const created = await admin
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-88', recipient_name: 'Ada', destination: 'Lagos' })
    .expect(201);
  await admin
    .patch(updateParcel.path({}))
    .send({ id: created.body.data.id, recipient_email: 'ada@example.com' })
    .expect(200);
});

/** A header as the message carried it, its folded lines joined. */
function header(received: Received, name: string): string | undefined {
  const line = received.mail.headerLines.find((each) => each.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

const to = (address: string) => smtp.received.filter((entry) => entry.to.includes(address));

async function delivered(address: string, count: number, what: string): Promise<Received[]> {
  await t.app.get(JobWorker).runDue();
  return waitFor(() => to(address).length >= count && to(address), { what });
}

/** The signed address of a message's List-Unsubscribe header, as a path on the test server. */
function oneClickPath(received: Received): string {
  const value = header(received, 'List-Unsubscribe');
  const url = /^<([^>]+)>$/.exec(value ?? '')?.[1];
  if (!url) throw new Error(`No List-Unsubscribe address in ${value}`);
  expect(url.startsWith(`${SITE}${unsubscribe.route}?subscriber=`) || url.includes('parcel=')).toBe(
    true,
  );
  return url.replace(SITE, '');
}

function linkPath(text: string, pattern: RegExp): string {
  const url = pattern.exec(text)?.[0];
  if (!url) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return url.replace(SITE, '');
}

const subscribed = async () =>
  (await t.dataSource.query(
    'SELECT id, email, events, language, confirmed_at, unsubscribed_at FROM parcel_subscribers ORDER BY id',
  )) as Array<{
    id: number;
    email: string;
    events: string[] | null;
    language: string;
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
  }>;

/** Subscribes `email` with these choices and follows the confirmation; returns its e-mail. */
async function confirmedSubscriber(email: string, body: Record<string, unknown>) {
  await t
    .http()
    .post(subscribeToParcel.path({ code: 'WB-88' }))
    .send({ email, ...body })
    .expect(200);
  const [confirmation] = await delivered(email, 1, 'the confirmation');
  const confirm = linkPath(
    confirmation.mail.text ?? '',
    /https:\/\/track\.courier\.example\/api\/notifications\/confirm\?\S+/,
  );
  await t.http().post(confirm).expect(200);
  return confirmation;
}

const update = (stage: string) =>
  admin
    .post(addParcelUpdate.path({ code: 'WB-88' }))
    .send({ stage, notify: true })
    .expect(201);

describe('the e-mails a subscriber chooses', () => {
  it('sends only the chosen events, in the chosen language, each with one-click unsubscribe headers', async () => {
    const confirmation = await confirmedSubscriber('luc@example.com', {
      events: ['delivered'],
      language: 'fr',
    });
    expect(confirmation.mail.subject).toBe('Confirmez les nouvelles par e-mail du colis WB-88');
    expect(confirmation.mail.html).toContain("lang='fr'");

    await update('in_transit');
    await update('delivered');
    // The recipient gets both; the subscriber only the event they chose.
    const ada = await delivered('ada@example.com', 2, 'both notices to the recipient');
    const luc = await delivered('luc@example.com', 2, 'the delivered notice');
    await t.app.get(JobWorker).runDue();
    expect(to('luc@example.com')).toHaveLength(2);
    expect(luc[1].mail.subject).toMatch(/^Colis WB-88: /);
    expect(luc[1].mail.text).toContain('Il y a du nouveau pour votre colis WB-88.');
    expect(luc[1].mail.text).toContain('Pour choisir les e-mails que vous recevez :');
    expect(ada[0].mail.text).toContain('There is news about your parcel WB-88.');

    // Every message to a subscriber or the recipient announces one-click unsubscribe (RFC 8058).
    expect(smtp.received.length).toBe(4);
    for (const received of smtp.received) {
      expect(header(received, 'List-Unsubscribe')).toMatch(
        /^<https:\/\/track\.courier\.example\/api\/notifications\/unsubscribe\?(subscriber|parcel)=\d+&token=[A-Za-z0-9_-]{32}>$/,
      );
      expect(header(received, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // The outbox keeps no signed address once the message is sent.
    const kept = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_messages WHERE list_unsubscribe IS NOT NULL`,
    );
    expect(kept).toEqual([{ count: 0 }]);
  });

  it('unsubscribes in one click: a POST with no session, good for that subscription only', async () => {
    await confirmedSubscriber('bea@example.com', {});
    await confirmedSubscriber('cy@example.com', {});
    await update('out_for_delivery');
    const [, notice] = await delivered('bea@example.com', 2, 'the notice to Bea');
    const path = oneClickPath(notice);
    const [bea, cy] = await subscribed();

    // A mail scanner following the link (GET) changes nothing.
    await t.http().get(path).expect(200);
    expect((await subscribed())[0].unsubscribed_at).toBeNull();

    // Guessing: a made-up token, a truncated one, Bea's token on Cy's subscription, the parcel's.
    const token = new URL(`${SITE}${path}`).searchParams.get('token') ?? '';
    for (const forged of [
      `${unsubscribe.route}?subscriber=${cy.id}&token=${token}`,
      `${unsubscribe.route}?subscriber=${bea.id}&token=${randomBytes(24).toString('base64url')}`,
      `${unsubscribe.route}?subscriber=${bea.id}&token=${token.slice(0, 31)}`,
      `${unsubscribe.route}?subscriber=${bea.id}&token=${token}x`,
      `${unsubscribe.route}?parcel=${bea.id}&token=${token}`,
      `${unsubscribe.route}?subscriber=${bea.id}`,
    ]) {
      await t.http().post(forged).type('form').send('List-Unsubscribe=One-Click').expect(400);
    }
    expect((await subscribed()).every((row) => row.unsubscribed_at === null)).toBe(true);

    // What a mail program sends (RFC 8058 §3.2): a form POST, no cookie, no page.
    const done = await t
      .http()
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('You will get no more e-mails');
    const [after, other] = await subscribed();
    expect(after.unsubscribed_at).not.toBeNull();
    expect(other.unsubscribed_at).toBeNull();

    await update('delivered');
    await delivered('cy@example.com', 3, 'the next notice to Cy');
    await t.app.get(JobWorker).runDue();
    expect(to('bea@example.com')).toHaveLength(2);
  });

  it('lets a subscriber change their events and language on a page behind the signed link', async () => {
    await confirmedSubscriber('dee@example.com', { language: 'ar' });
    await update('out_for_delivery');
    const [, notice] = await delivered('dee@example.com', 2, 'the notice to Dee');
    expect(notice.mail.html).toContain("dir='rtl'");
    const manage = linkPath(
      notice.mail.text ?? '',
      /https:\/\/track\.courier\.example\/api\/notifications\/manage\?\S+/,
    );
    const page = await t.http().get(manage).expect(200);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('اختر رسائلك');
    // Every event ticked: the subscription has every update.
    expect(page.text.match(/type="checkbox" name="events" value="\w+" checked/g)).toHaveLength(4);

    const saved = await t
      .http()
      .post(manage)
      .type('form')
      .send('events=delivered&events=failed_attempt&language=de')
      .expect(200);
    expect(saved.text).toContain('Ihre Auswahl ist gespeichert.');
    const [row] = await subscribed();
    expect(row).toMatchObject({ events: ['delivered', 'failed_attempt'], language: 'de' });

    // Nothing ticked, an unknown event or language, a forged link: refused, nothing changed.
    for (const body of [
      'language=de',
      'events=teleported&language=de',
      'events=delivered&language=xx',
    ]) {
      await t.http().post(manage).type('form').send(body).expect(400);
    }
    const forged = manage.replace(/token=[^&]+/, `token=${randomBytes(24).toString('base64url')}`);
    await t.http().post(forged).type('form').send('events=delayed&language=en').expect(400);
    await t
      .http()
      .post(
        `${manageSubscription.route}?subscriber=${row.id + 1}&token=${new URL(`${SITE}${manage}`).searchParams.get('token')}`,
      )
      .type('form')
      .send('events=delayed&language=en')
      .expect(400);
    expect((await subscribed())[0]).toMatchObject({
      events: ['delivered', 'failed_attempt'],
      language: 'de',
    });

    // Out for delivery is no longer chosen: the next one is not sent; delivered is.
    await update('out_for_delivery');
    await update('delivered');
    const notices = await delivered('dee@example.com', 3, 'the delivered notice');
    await t.app.get(JobWorker).runDue();
    expect(to('dee@example.com')).toHaveLength(3);
    expect(notices[2].mail.text).toContain('Es gibt Neuigkeiten zu Ihrer Sendung WB-88.');
  });

  it('refuses unknown events and languages when subscribing', async () => {
    for (const body of [
      { email: 'e@example.com', events: [] },
      { email: 'e@example.com', events: ['everything'] },
      { email: 'e@example.com', language: 'klingon' },
    ]) {
      await t
        .http()
        .post(subscribeToParcel.path({ code: 'WB-88' }))
        .send(body)
        .expect(400);
    }
    expect(await subscribed()).toEqual([]);
  });
});
