import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
/**
 * Privacy by default (docs/product.md §2.3): the tracking code alone shows no names, no photo and
 * only a coarse map; the recipient's e-mail or the last 4 digits of their phone number show the
 * rest (POST /api/parcels/{code}/unlock), within limits a guesser cannot buy around; staff see
 * everything.
 */
import {
  createActivity,
  createParcel,
  getParcelHistory,
  trackParcel,
  unlockParcel,
  updateParcel,
  updateSettings,
  type SettingsTrackingPayload,
} from '@waybill/shared';
import {
  TRACKING_MISSES,
  UNLOCK_CLIENT_TRIES,
  UNLOCK_PARCEL_TRIES,
  UNLOCK_TRIES,
} from '../src/core/security/tracking-limits.js';
import { SESSION_COOKIE } from '../src/core/session/session.constants.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';

let t: TestApp;
let owner: StaffAgent;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let visitorCount = 0;
/** Each test's visitor comes from its own address, so in-memory lookup counts never mix. */
let visitor = '';
beforeEach(async () => {
  await t.reset();
  owner = await signedInAgent(t);
  await showing({});
  visitorCount += 1;
  visitor = `198.51.100.${visitorCount}`;
});

const HIDDEN: SettingsTrackingPayload = {
  tracking_shows_names: false,
  tracking_shows_photo: false,
  tracking_shows_exact_map: false,
};

/** Settings' tracking choices: those given on, the rest off. */
const showing = (on: Partial<SettingsTrackingPayload>) =>
  owner
    .patch(updateSettings.path({}))
    .send({ ...HIDDEN, ...on })
    .expect(200);

const EXACT = {
  map_current_latitude: 51.50735,
  map_current_longitude: -0.12776,
  map_pickup_latitude: 48.85661,
  map_pickup_longitude: 2.35222,
  map_destination_latitude: 52.52,
  map_destination_longitude: 13.405,
};

/** A parcel with names, e-mail, phone, a photo and a placed map. */
async function parcel(code: string, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await owner
    .post(createParcel.path({}))
    .send({ tracking_code: code, recipient_name: 'Ada Obi', destination: 'Berlin', ...EXACT })
    .expect(201);
  const id = created.body.data.id as number;
  await owner
    .patch(updateParcel.path({}))
    .send({
      id,
      sender_name: 'Bola Ade',
      recipient_email: 'Ada.Obi@Example.com',
      recipient_phone_number: '+44 (0)20 7946-0123',
      declared_value: 'USD 300',
      show_map: 'yes',
      map_zoom: 15,
      ...fields,
    })
    .expect(200);
  // A picture's name as the upload stores it (the upload itself is uploads-images' subject).
  await t.dataSource.query(`UPDATE parcels SET image = 'photo.jpg' WHERE id = $1`, [id]);
  return id;
}

const track = (code: string, from = visitor) =>
  t.http().get(trackParcel.path({ code })).set('X-Forwarded-For', from);

/** Through the framework rather than the fast path: a visitor with a stale session cookie. */
const trackViaController = (code: string, from = visitor) =>
  track(code, from).set('Cookie', `${SESSION_COOKIE}=s%3Aexpired.signature`);

const unlock = (code: string, body: unknown, from = visitor) =>
  t
    .http()
    .post(unlockParcel.path({ code }))
    .set('X-Forwarded-For', from)
    .send(body as object);

const COARSE = {
  map_current_latitude: 51.5,
  map_current_longitude: -0.1,
  map_pickup_latitude: 48.9,
  map_pickup_longitude: 2.4,
  map_destination_latitude: 52.5,
  map_destination_longitude: 13.4,
};

const PRIVATE_KEYS = [
  'recipient_email',
  'recipient_phone_number',
  'sender_email',
  'declared_value',
];

function expectNoPrivateFields(data: Record<string, unknown>) {
  for (const key of PRIVATE_KEYS) expect(data).not.toHaveProperty(key);
  expect(JSON.stringify(data)).not.toMatch(/Ada\.Obi@|7946|USD 300/i);
}

describe('the tracking code alone', () => {
  it('shows no names, no photo and a coarse map, on the fast path and through the framework', async () => {
    await parcel('WB-PRIV1');
    const fast = (await track('WB-PRIV1').expect(200)).body.data;
    const framework = (await trackViaController('wb-priv1').expect(200)).body.data;
    for (const data of [fast, framework]) {
      expect(data).toMatchObject({
        tracking_code: 'WB-PRIV1',
        recipient_name: null,
        sender_name: null,
        image: null,
        destination: 'Berlin',
        map_zoom: 9,
        ...COARSE,
        locked: true,
        unlock_with: ['email', 'phone_last4'],
      });
      expectNoPrivateFields(data);
      expect(JSON.stringify(data)).not.toMatch(/Ada Obi|Bola Ade|photo\.jpg/);
    }
    expect(framework).toEqual(fast);
  });

  it('shows each thing Settings choose to show, and is not locked when nothing is kept', async () => {
    await parcel('WB-PRIV2');
    await showing({ tracking_shows_names: true });
    expect((await track('WB-PRIV2').expect(200)).body.data).toMatchObject({
      recipient_name: 'Ada Obi',
      sender_name: 'Bola Ade',
      image: null,
      ...COARSE,
      locked: true,
    });
    await showing({ tracking_shows_photo: true });
    expect((await track('WB-PRIV2').expect(200)).body.data).toMatchObject({
      recipient_name: null,
      image: 'photo.jpg',
      ...COARSE,
      locked: true,
    });
    await showing({ tracking_shows_exact_map: true });
    expect((await trackViaController('WB-PRIV2').expect(200)).body.data).toMatchObject({
      recipient_name: null,
      image: null,
      map_zoom: 15,
      ...EXACT,
      locked: true,
    });
    await showing({
      tracking_shows_names: true,
      tracking_shows_photo: true,
      tracking_shows_exact_map: true,
    });
    const open = (await track('WB-PRIV2').expect(200)).body.data;
    expect(open).toMatchObject({
      recipient_name: 'Ada Obi',
      image: 'photo.jpg',
      ...EXACT,
      locked: false,
      unlock_with: [],
    });
    expectNoPrivateFields(open);
  });

  it('is not locked when what Settings keep is not there (no photo, no map)', async () => {
    const id = await parcel('WB-PLAIN');
    await t.dataSource.query(
      `UPDATE parcels SET image = NULL, map_current_latitude = NULL, map_current_longitude = NULL,
         map_pickup_latitude = NULL, map_pickup_longitude = NULL,
         map_destination_latitude = NULL, map_destination_longitude = NULL WHERE id = $1`,
      [id],
    );
    await showing({ tracking_shows_names: true });
    expect((await track('WB-PLAIN').expect(200)).body.data).toMatchObject({
      recipient_name: 'Ada Obi',
      locked: false,
      unlock_with: [],
    });
  });

  it('changes the ETag when Settings change, so a revalidating page gets the new answer', async () => {
    await parcel('WB-PRIV3');
    const first = await track('WB-PRIV3').expect(200);
    const etag = String(first.headers['etag']);
    await track('WB-PRIV3').set('If-None-Match', etag).expect(304);
    await showing({ tracking_shows_names: true });
    const changed = await track('WB-PRIV3').set('If-None-Match', etag).expect(200);
    expect(changed.body.data.recipient_name).toBe('Ada Obi');
  });

  it('leaves names out of the history pages too: they carry only what staff wrote', async () => {
    const id = await parcel('WB-HIST');
    await owner
      .post(createActivity.path({}))
      .send({ parcel_id: id, title: 'Left the hub', description: 'On the way', notify: false })
      .expect(201);
    const page = await t
      .http()
      .get(getParcelHistory.path({ code: 'WB-HIST' }, { page: 1 }))
      .set('X-Forwarded-For', visitor)
      .expect(200);
    expect(page.body.data.data).toEqual([expect.objectContaining({ title: 'Left the hub' })]);
    expect(JSON.stringify(page.body)).not.toMatch(/Ada Obi|Bola Ade|photo\.jpg|Ada\.Obi@|7946/);
  });

  it('says a parcel without e-mail or phone cannot be unlocked, and refuses to', async () => {
    await parcel('WB-NOFACT', { recipient_email: null, recipient_phone_number: null });
    const data = (await track('WB-NOFACT').expect(200)).body.data;
    expect(data).toMatchObject({ locked: true, unlock_with: [] });
    const refused = await unlock('WB-NOFACT', { answer: '0012' }).expect(409);
    expect(refused.body.error_codes).toEqual(['tracking.cannot_unlock']);
    expect(refused.body.errors).toEqual([
      'This parcel has no recipient e-mail or phone number to check: ask the sender',
    ]);
  });

  it('offers only the facts the parcel has', async () => {
    await parcel('WB-MAIL', { recipient_phone_number: null });
    await parcel('WB-PHONE', { recipient_email: null });
    expect((await track('WB-MAIL').expect(200)).body.data.unlock_with).toEqual(['email']);
    expect((await track('WB-PHONE').expect(200)).body.data.unlock_with).toEqual(['phone_last4']);
  });

  it('follows the recipient’s contact as staff change it: what is offered is what is checked', async () => {
    const id = await parcel('WB-MOVED');
    await owner
      .patch(updateParcel.path({}))
      .send({ id, recipient_email: 'Ada@New.example', recipient_phone_number: null })
      .expect(200);
    expect((await track('WB-MOVED').expect(200)).body.data.unlock_with).toEqual(['email']);
    await unlock('WB-MOVED', { answer: 'ada.obi@example.com' }).expect(403);
    await unlock('WB-MOVED', { answer: '0123' }).expect(403);
    await unlock('WB-MOVED', { answer: ' ada@new.EXAMPLE ' }).expect(200);
  });
});

describe('staff', () => {
  it('see every field whatever Settings keep', async () => {
    await parcel('WB-STAFF');
    const data = (await owner.get(trackParcel.path({ code: 'WB-STAFF' })).expect(200)).body.data;
    expect(data).toMatchObject({
      recipient_name: 'Ada Obi',
      sender_name: 'Bola Ade',
      recipient_email: 'Ada.Obi@Example.com',
      declared_value: 'USD 300',
      image: 'photo.jpg',
      map_zoom: 15,
      ...EXACT,
    });
    expect(data).not.toHaveProperty('locked');
  });
});

describe('unlocking with the recipient’s fact', () => {
  it('answers the whole visitor view for the e-mail in any case and spacing, never cached', async () => {
    await parcel('WB-OPEN');
    for (const answer of ['ada.obi@example.com', '  ADA.OBI@EXAMPLE.COM ', 'Ada.Obi@Example.com']) {
      const opened = await unlock('wb-open', { answer }).expect(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.body).toMatchObject({ status: 200, errors: [] });
      const data = opened.body.data as Record<string, unknown>;
      expect(data).toMatchObject({
        tracking_code: 'WB-OPEN',
        recipient_name: 'Ada Obi',
        sender_name: 'Bola Ade',
        image: 'photo.jpg',
        map_zoom: 15,
        ...EXACT,
        locked: false,
        unlock_with: [],
      });
      expectNoPrivateFields(data);
    }
  });

  it('answers it for the last 4 digits of the phone number, written with spaces or a dash', async () => {
    await parcel('WB-DIGITS');
    for (const answer of ['0123', '01 23', '01-23']) {
      const data = (await unlock('WB-DIGITS', { answer }).expect(200)).body.data;
      expect(data).toMatchObject({ recipient_name: 'Ada Obi', locked: false });
    }
  });

  it('refuses a wrong answer with 403 and shows nothing', async () => {
    await parcel('WB-WRONG');
    for (const answer of ['9999', 'someone@example.com', '7946-0123', '123', 'Ada Obi']) {
      const refused = await unlock('WB-WRONG', { answer }).expect(403);
      expect(refused.body).toMatchObject({
        status: 403,
        data: null,
        error_codes: ['tracking.wrong_answer'],
        errors: ['That is not the recipient’s e-mail or the last 4 digits of their phone number'],
      });
      expect(JSON.stringify(refused.body)).not.toMatch(/Ada Obi|photo/);
    }
  });

  it('refuses malformed bodies with 400 and the field named', async () => {
    await parcel('WB-BAD');
    const bodies: unknown[] = [
      {},
      { answer: '' },
      { answer: '   ' },
      { answer: 1234 },
      { answer: ['0123'] },
      { answer: null },
      { answer: 'a'.repeat(321) },
    ];
    for (const body of bodies) {
      const refused = await unlock('WB-BAD', body).expect(400);
      expect(refused.body).toMatchObject({ status: 400, data: null });
      expect(refused.body.error_codes.length).toBeGreaterThan(0);
      expect(refused.body.errors.join(' ')).toContain('answer');
    }
    const notJson = await t
      .http()
      .post(unlockParcel.path({ code: 'WB-BAD' }))
      .set('X-Forwarded-For', visitor)
      .set('Content-Type', 'application/json')
      .send('{"answer":');
    expect(notJson.status).toBe(400);
  });

  it('answers an unknown code exactly like the tracking lookup, counted as a miss', async () => {
    const tracked = await track('WB-NOPE', '192.0.2.201').expect(404);
    const unlocked = await unlock('WB-NOPE', { answer: '0123' }).expect(404);
    expect(unlocked.body).toEqual(tracked.body);
    const [{ hits }] = (await t.dataSource.query(
      `SELECT sum(hits)::int AS hits FROM rate_limits WHERE key LIKE $1`,
      [`${TRACKING_MISSES.name}:%`],
    )) as { hits: number }[];
    expect(hits).toBe(2);
  });

  it('stops a client stopped for guessing codes', async () => {
    const guesser = '192.0.2.78';
    for (let i = 0; i < TRACKING_MISSES.limit; i += 1) {
      await unlock(`WB-G${i}`, { answer: '0000' }, guesser).expect(404);
    }
    await parcel('WB-REAL');
    const refused = await unlock('WB-REAL', { answer: '0123' }, guesser).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
  });
});

describe('guessing the answer', () => {
  it('stops a client after 5 wrong answers for a parcel, with Retry-After, even for the right one', async () => {
    await parcel('WB-GUESS');
    for (let i = 0; i < UNLOCK_TRIES.limit; i += 1) {
      await unlock('WB-GUESS', { answer: `900${i}` }).expect(403);
    }
    const refused = await unlock('WB-GUESS', { answer: '0123' }).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The recipient elsewhere is not locked out by the stranger.
    await unlock('WB-GUESS', { answer: '0123' }, '203.0.113.9').expect(200);
  });

  it('forgives a recipient’s typing mistakes once they answer right', async () => {
    await parcel('WB-TYPO');
    for (let i = 0; i < UNLOCK_TRIES.limit - 1; i += 1) {
      await unlock('WB-TYPO', { answer: '0124' }).expect(403);
    }
    await unlock('WB-TYPO', { answer: '0123' }).expect(200);
    for (let i = 0; i < UNLOCK_TRIES.limit; i += 1) {
      await unlock('WB-TYPO', { answer: '0124' }).expect(403);
    }
    await unlock('WB-TYPO', { answer: '0123' }).expect(429);
  });

  it('counts parallel guesses before checking them, so none pass the limit', async () => {
    await parcel('WB-RACE');
    const answers = Array.from({ length: 12 }, (_, i) => `80${String(i).padStart(2, '0')}`);
    const statuses = (
      await Promise.all(answers.map((answer) => unlock('WB-RACE', { answer })))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(UNLOCK_TRIES.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - UNLOCK_TRIES.limit);
  });

  it('stops one client sweeping many parcels', async () => {
    const sweeper = '192.0.2.90';
    const parcels = Math.ceil(UNLOCK_CLIENT_TRIES.limit / UNLOCK_TRIES.limit) + 1;
    for (let p = 0; p < parcels; p += 1) await parcel(`WB-SW${p}`);
    let wrong = 0;
    for (let p = 0; p < parcels && wrong < UNLOCK_CLIENT_TRIES.limit; p += 1) {
      for (let i = 0; i < UNLOCK_TRIES.limit && wrong < UNLOCK_CLIENT_TRIES.limit; i += 1) {
        await unlock(`WB-SW${p}`, { answer: '5555' }, sweeper).expect(403);
        wrong += 1;
      }
    }
    const last = `WB-SW${parcels - 1}`;
    const refused = await unlock(last, { answer: '0123' }, sweeper).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('caps wrong answers for one parcel a day across every client', async () => {
    await parcel('WB-SPREAD');
    for (let i = 0; i < UNLOCK_PARCEL_TRIES.limit; i += 1) {
      await unlock('WB-SPREAD', { answer: '4444' }, `203.0.113.${100 + i}`).expect(403);
    }
    const refused = await unlock('WB-SPREAD', { answer: '0123' }, '203.0.113.250').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60);
    // The code alone still answers: only the unlock waits.
    await track('WB-SPREAD', '203.0.113.250').expect(200);
  });
});
