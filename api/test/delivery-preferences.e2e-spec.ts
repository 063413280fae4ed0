import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
/**
 * A recipient's delivery preferences (docs/product.md §2.3d): only after the unlock's own check
 * (the recipient's e-mail or phone ending), under its limits; refused past the cut-off, once out
 * for delivery and when the journey is over; one step under the parcel's lock, with its history
 * entry, its audit row and the webhook event parcel.preferences_changed; shown to staff, on the
 * label, never to a visitor with the code alone.
 */
import {
  addParcelUpdate,
  createParcel,
  createWebhookEndpoint,
  getDeliveryChoices,
  getParcelHistory,
  getParcelLabel,
  setDeliveryPreference,
  trackParcel,
  unlockParcel,
  updateParcel,
  updateSettings,
} from '@waybill/shared';
import type { Response } from 'supertest';
import { UNLOCK_TRIES } from '../src/core/security/tracking-limits.js';
import { readPdf } from './documents.js';
import {
  openedAuditRows,
  signedInAgent,
  startTestApp,
  type StaffAgent,
  type TestApp,
} from './harness.js';

let t: TestApp;
let owner: StaffAgent;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', WEBHOOK_DEV_MODE: 'true' });
});
afterAll(() => t.close());

let visitorCount = 0;
/** Each test's visitor comes from its own address, so in-memory lookup counts never mix. */
let visitor = '';
beforeEach(async () => {
  await t.reset();
  owner = await signedInAgent(t);
  visitorCount += 1;
  visitor = `203.0.113.${visitorCount}`;
});

const EMAIL = 'Ada.Obi@Example.com';
const PHONE_END = '0123';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => {
  const date = new Date(`${today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A parcel its recipient can be checked for (e-mail and phone), due in `dueIn` days. */
async function parcel(code: string, dueIn = 3): Promise<number> {
  const created = await owner
    .post(createParcel.path({}))
    .send({ tracking_code: code, recipient_name: 'Ada Obi', destination: 'Berlin' })
    .expect(201);
  const id = created.body.data.id as number;
  await owner
    .patch(updateParcel.path({}))
    .send({
      id,
      recipient_email: EMAIL,
      recipient_phone_number: '+44 20 7946 0123',
      min_expected_delivery_date: inDays(dueIn),
      max_expected_delivery_date: inDays(dueIn + 1),
    })
    .expect(200);
  return id;
}

const choose = (code: string, body: unknown, from = visitor) =>
  t
    .http()
    .post(setDeliveryPreference.path({ code }))
    .set('X-Forwarded-For', from)
    .send(body as object);

const choices = (code: string, answer: string, from = visitor) =>
  t.http().post(getDeliveryChoices.path({ code })).set('X-Forwarded-For', from).send({ answer });

const NEIGHBOUR = { kind: 'neighbour', neighbour_name: 'Mrs Bello', neighbour_house: '14B' };

const stored = async (id: number) =>
  (
    (await t.dataSource.query('SELECT delivery_preference FROM parcels WHERE id = $1', [id])) as [
      { delivery_preference: Record<string, unknown> | null },
    ]
  )[0].delivery_preference;

const entries = async (id: number) =>
  (await t.dataSource.query(
    'SELECT title, description FROM activities WHERE parcel_id = $1 ORDER BY id',
    [id],
  )) as Array<{ title: string; description: string }>;

const codes = (response: Response) => response.body.error_codes as string[];

const setPreferences = (fields: Record<string, unknown>) =>
  owner.patch(updateSettings.path({})).send(fields).expect(200);

describe('delivery preferences', () => {
  it('a recipient who passes the check leaves it with a neighbour: panel, history, label, audit, webhook', async () => {
    // An endpoint listening for the new event (WEBHOOK_DEV_MODE lets it name this machine).
    await owner
      .post(createWebhookEndpoint.path({}))
      .send({ url: 'http://127.0.0.1:9/hook', events: ['parcel.preferences_changed'] })
      .expect(201);
    const id = await parcel('WB-PREF-1');

    const open = await choices('WB-PREF-1', 'ada.obi@example.com ').expect(200);
    expect(open.body.data).toMatchObject({
      preference: null,
      options: ['safe_place', 'neighbour', 'depot', 'another_day'],
      first_day: inDays(1),
      last_day: inDays(5),
      cutoff: '07:00',
      closed: null,
    });

    const saved = await choose('WB-PREF-1', { answer: PHONE_END, preference: NEIGHBOUR }).expect(
      200,
    );
    expect(saved.body.data.preference).toMatchObject({ ...NEIGHBOUR, note: null, date: null });

    // Staff see it on the parcel (the courier's runs read the same view).
    const staffView = await owner.get(trackParcel.path({ code: 'WB-PREF-1' })).expect(200);
    expect(staffView.body.data.delivery_preference).toMatchObject(NEIGHBOUR);

    // The history says what was asked, never who the neighbour is: it is public with the code.
    expect(await entries(id)).toEqual([
      {
        title: 'Recipient asked to leave it with a neighbour',
        description: 'Chosen by the recipient on the tracking page',
      },
    ]);
    const history = await t
      .http()
      .get(getParcelHistory.path({ code: 'WB-PREF-1' }))
      .set('X-Forwarded-For', visitor)
      .expect(200);
    expect(JSON.stringify(history.body)).not.toContain('Bello');

    // A visitor with the code alone never sees it.
    const visitorView = await t
      .http()
      .get(trackParcel.path({ code: 'WB-PREF-1' }))
      .set('X-Forwarded-For', visitor)
      .expect(200);
    expect(visitorView.body.data).not.toHaveProperty('delivery_preference');
    expect(JSON.stringify(visitorView.body)).not.toContain('Bello');

    // The label's reprint carries it for the courier.
    const label = await owner
      .get(getParcelLabel.path({ code: 'WB-PREF-1' }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(label.body as Buffer);
    expect(page.text).toMatch(/Recipient asks: Neighbour: Mrs Bello,\s+house\s+14B/);

    // One audit row, the parcel's update, with the preference and the history entry in it.
    const audit = await openedAuditRows<{
      entity: string;
      action: string;
      entity_id: string;
      changes: Record<string, { after: unknown }>;
    }>(
      t,
      `SELECT entity, action, entity_id, changes FROM audit_log WHERE entity = 'parcel' AND changes ? 'delivery_preference'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entity_id: String(id) });
    expect(audit[0].changes.delivery_preference.after).toMatchObject(NEIGHBOUR);
    expect(audit[0].changes.history_entry.after).toMatchObject({
      title: 'Recipient asked to leave it with a neighbour',
    });

    // The webhook event, recorded in the same transaction.
    const deliveries = (await t.dataSource.query(
      'SELECT event_type, payload FROM webhook_deliveries ORDER BY id',
    )) as Array<{ event_type: string; payload: string }>;
    expect(deliveries.map((row) => row.event_type)).toEqual(['parcel.preferences_changed']);
    expect(JSON.parse(deliveries[0].payload)).toMatchObject({
      type: 'parcel.preferences_changed',
      data: { parcel: { id, tracking_code: 'WB-PREF-1' }, preference: NEIGHBOUR },
    });
  });

  it('changes nothing without the check: a wrong answer, another parcel’s answer, no answer', async () => {
    const id = await parcel('WB-PREF-2');
    const other = await parcel('WB-PREF-3');
    await owner
      .patch(updateParcel.path({}))
      .send({
        id: other,
        recipient_email: 'someone@else.example',
        recipient_phone_number: '+44 20 7946 0999',
      })
      .expect(200);

    const wrong = await choose('WB-PREF-2', { answer: '9999', preference: NEIGHBOUR }).expect(403);
    expect(codes(wrong)).toEqual(['tracking.wrong_answer']);
    // The answer of one's own parcel opens no other.
    const crossed = await choose('WB-PREF-3', { answer: EMAIL, preference: NEIGHBOUR }).expect(403);
    expect(codes(crossed)).toEqual(['tracking.wrong_answer']);
    await choose('WB-PREF-2', { preference: NEIGHBOUR }).expect(400);
    const unknown = await choose('WB-NOPE', { answer: EMAIL, preference: NEIGHBOUR }).expect(404);
    expect(codes(unknown)).toEqual(['parcel.not_found']);
    await choices('WB-PREF-2', 'nobody@example.com').expect(403);

    expect(await stored(id)).toBeNull();
    expect(await stored(other)).toBeNull();
    expect(await entries(id)).toEqual([]);
    const rows = await t.dataSource.query(
      `SELECT id FROM audit_log WHERE changes ? 'delivery_preference'`,
    );
    expect(rows).toEqual([]);
  });

  it('guessing costs what guessing the unlock costs: one budget for both calls', async () => {
    await parcel('WB-PREF-4');
    const guesses = UNLOCK_TRIES.limit;
    for (let guess = 0; guess < guesses; guess += 1) {
      const call =
        guess % 2 === 0
          ? choose('WB-PREF-4', { answer: String(1000 + guess), preference: { kind: 'depot' } })
          : t
              .http()
              .post(unlockParcel.path({ code: 'WB-PREF-4' }))
              .set('X-Forwarded-For', visitor)
              .send({ answer: String(1000 + guess) });
      await call.expect(403);
    }
    // Past the budget even the right answer waits: a guesser cannot tell it from a wrong one.
    const stopped = await choose('WB-PREF-4', {
      answer: EMAIL,
      preference: { kind: 'depot' },
    }).expect(429);
    expect(codes(stopped)).toEqual(['rate.too_many']);
    expect(stopped.headers['retry-after']).toBeDefined();
    // Another client (the recipient at home) is not locked out by the stranger.
    await choose(
      'WB-PREF-4',
      { answer: EMAIL, preference: { kind: 'depot' } },
      '192.0.2.77',
    ).expect(200);
  });

  it('refuses a parcel due today past the cut-off, out for delivery, or at the end of its journey', async () => {
    const id = await parcel('WB-PREF-5', 0);
    // A cut-off at midnight: it has always passed today.
    await setPreferences({ preference_cutoff: '00:00' });
    const late = await choose('WB-PREF-5', { answer: EMAIL, preference: NEIGHBOUR }).expect(409);
    expect(codes(late)).toEqual(['preference.cutoff']);
    expect(late.body.errors).toEqual([
      "Too late to change today's delivery: choices for a parcel due today close at 00:00",
    ]);
    expect((await choices('WB-PREF-5', EMAIL).expect(200)).body.data.closed).toBe('cutoff');

    // A parcel due later takes the choice at any hour.
    await parcel('WB-PREF-6', 2);
    await choose('WB-PREF-6', { answer: EMAIL, preference: NEIGHBOUR }).expect(200);

    // Out for delivery closes it whatever the hour.
    await setPreferences({ preference_cutoff: '23:59' });
    await owner
      .post(addParcelUpdate.path({ code: 'WB-PREF-6' }))
      .send({ stage: 'out_for_delivery' })
      .expect(201);
    const out = await choose('WB-PREF-6', { answer: EMAIL, preference: { kind: 'depot' } }).expect(
      409,
    );
    expect(codes(out)).toEqual(['preference.out_for_delivery']);

    await owner
      .post(addParcelUpdate.path({ code: 'WB-PREF-5' }))
      .send({ stage: 'delivered' })
      .expect(201);
    const over = await choose('WB-PREF-5', { answer: EMAIL, preference: { kind: 'depot' } }).expect(
      409,
    );
    expect(codes(over)).toEqual(['preference.closed']);
    expect(await stored(id)).toBeNull();
  });

  it('offers only what Settings offer, within the window', async () => {
    await parcel('WB-PREF-7');
    await setPreferences({
      preference_options: ['depot', 'another_day'],
      preference_window_days: 3,
    });
    const refused = await choose('WB-PREF-7', { answer: EMAIL, preference: NEIGHBOUR }).expect(400);
    expect(codes(refused)).toEqual(['preference.not_offered']);
    const far = await choose('WB-PREF-7', {
      answer: EMAIL,
      preference: { kind: 'another_day', date: inDays(4) },
    }).expect(400);
    expect(codes(far)).toEqual(['preference.day_outside']);
    await choose('WB-PREF-7', {
      answer: EMAIL,
      preference: { kind: 'another_day', date: today() },
    }).expect(400);
    const moved = await choose('WB-PREF-7', {
      answer: EMAIL,
      preference: { kind: 'another_day', date: inDays(3) },
    }).expect(200);
    expect(moved.body.data.preference).toMatchObject({ kind: 'another_day', date: inDays(3) });
    const [entry] = await t.dataSource.query(
      `SELECT a.title, a.description FROM activities a JOIN parcels p ON p.id = a.parcel_id
       WHERE p.tracking_code = 'WB-PREF-7'`,
    );
    expect(entry).toEqual({
      title: 'Recipient asked to deliver it on another day',
      description: `Delivery moved to ${inDays(3)}`,
    });

    const badCutoff = await owner
      .patch(updateSettings.path({}))
      .send({ preference_cutoff: '25:00' })
      .expect(400);
    expect(codes(badCutoff)).toEqual(['settings.cutoff_format']);
    await owner.patch(updateSettings.path({})).send({ preference_window_days: 15 }).expect(400);
    await owner
      .patch(updateSettings.path({}))
      .send({ preference_options: ['safe_place', 'teleport'] })
      .expect(400);
  });

  it('keeps a hostile note as text, and refuses control characters and unknown fields', async () => {
    const id = await parcel('WB-PREF-8');
    const note = '<img src=x onerror=alert(1)><script>alert(2)</script> behind the bins';
    await choose('WB-PREF-8', { answer: EMAIL, preference: { kind: 'safe_place', note } }).expect(
      200,
    );
    expect(await stored(id)).toMatchObject({ kind: 'safe_place', note });
    // Only the kind reaches the public history.
    expect(JSON.stringify(await entries(id))).not.toContain('<');

    for (const preference of [
      { kind: 'safe_place', note: 'line\u0000break' },
      { kind: 'safe_place', note: 'x'.repeat(301) },
      { kind: 'safe_place', note: '   ' },
      { kind: 'neighbour', neighbour_name: 'Bello' },
      { kind: 'depot', note: 'smuggled' },
      { kind: 'teleport' },
      { kind: 'another_day', date: '2026-02-30' },
    ]) {
      const refused = await choose('WB-PREF-8', { answer: EMAIL, preference }).expect(400);
      expect(refused.body.status).toBe(400);
    }
    expect(await stored(id)).toMatchObject({ note });
  });

  it('races: choices sent at once are written one after the other; a choice racing "out for delivery" never lands after it', async () => {
    const id = await parcel('WB-PREF-9');
    const sent = await Promise.all([
      choose('WB-PREF-9', { answer: EMAIL, preference: NEIGHBOUR }),
      choose('WB-PREF-9', { answer: EMAIL, preference: { kind: 'depot' } }),
      choose('WB-PREF-9', { answer: EMAIL, preference: { kind: 'safe_place', note: 'porch' } }),
    ]);
    expect(sent.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await entries(id)).toHaveLength(3);
    const [last] = await openedAuditRows<{
      entity: string;
      entity_id: string;
      changes: Record<string, { after: { kind: string } }>;
    }>(
      t,
      `SELECT entity, entity_id, changes FROM audit_log
       WHERE changes ? 'delivery_preference' ORDER BY id DESC LIMIT 1`,
    );
    // The parcel holds what the last write (in commit order) asked.
    expect((await stored(id))?.kind).toBe(last.changes.delivery_preference.after.kind);

    const raced = await parcel('WB-PREF-10');
    const [choice, update] = await Promise.all([
      choose('WB-PREF-10', { answer: EMAIL, preference: { kind: 'depot' } }),
      owner.post(addParcelUpdate.path({ code: 'WB-PREF-10' })).send({ stage: 'out_for_delivery' }),
    ]);
    expect(update.status).toBe(201);
    const titles = (await entries(raced)).map((entry) => entry.title);
    if (choice.status === 200) {
      // It came first: its entry is before the run's.
      expect(titles).toHaveLength(2);
      expect(titles[0]).toBe('Recipient asked to hold it at the depot for collection');
    } else {
      expect(choice.status).toBe(409);
      expect(codes(choice)).toEqual(['preference.out_for_delivery']);
      expect(await stored(raced)).toBeNull();
      expect(titles).toHaveLength(1);
    }
  });
});
