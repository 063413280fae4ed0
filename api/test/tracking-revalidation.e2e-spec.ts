import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createActivity, trackParcel } from '@waybill/shared';
import { TrackingLookups } from '../src/core/security/tracking-lookups.js';
import { SESSION_COOKIE } from '../src/core/session/session.constants.js';
import { createParcel } from '../../test-kit/parcels.js';
import { signedInAgent, staffClient, startTestApp, type TestApp } from './harness.js';

/**
 * docs/product.md §11: an open tracking page revalidates its answer (If-None-Match). An
 * unchanged answer (304) costs a revalidation, of which a client has ten per lookup; anything
 * that carries a body, or a miss, is still a lookup, so If-None-Match never reads or guesses
 * codes faster.
 */
const LOOKUPS = 12;
const REVALIDATIONS = LOOKUPS * 10;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const CODES = ['WB000223455', 'WB000223456', 'WB000223457'];
let parcelId = 0;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', TRACKING_LOOKUP_LIMIT: String(LOOKUPS) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await signedInAgent(t);
  for (const code of CODES) {
    const parcel = await createParcel(staffClient(admin), {
      tracking_code: code,
      recipient_name: 'Ada Obi',
      destination: 'Lagos',
      status: 'In transit',
    });
    if (code === CODES[0]) parcelId = parcel.id;
  }
});

/** A visitor's tracking call from `address`, revalidating `etag` when given. */
function track(address: string, code: string, etag?: string) {
  const call = t.http().get(trackParcel.path({ code })).set('X-Forwarded-For', address);
  return etag === undefined ? call : call.set('If-None-Match', etag);
}

/** What the shared table holds for a client under a rule, after this instance's flush. */
async function sharedHits(rule: string, address: string): Promise<number> {
  await t.app.get(TrackingLookups).flush();
  const rows: Array<{ hits: number }> = await t.dataSource.query(
    `SELECT hits FROM rate_limits WHERE key = $1`,
    [`${rule}:${address}`],
  );
  return rows[0]?.hits ?? 0;
}

function expectRefused(response: Awaited<ReturnType<typeof track>>) {
  expect(response.status).toBe(429);
  expect(response.body.error_codes).toEqual(['rate.too_many']);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.stringify(response.body)).not.toContain('Lagos');
}

const addEntry = (title: string) =>
  staffClient(admin).data(
    createActivity,
    { body: { parcel_id: parcelId, title, description: 'Scanned', notify: false } },
    201,
  );

describe('an open tracking page revalidating its answer', () => {
  it('gets 304 without spending lookups, far past the lookup budget, and a change costs one', async () => {
    const page = '203.0.113.50';
    const first = await track(page, CODES[0]).expect(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);

    for (let i = 0; i < LOOKUPS * 3; i += 1) {
      const unchanged = await track(page, CODES[0], etag);
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers['etag']).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('public, no-cache');
      expect(unchanged.text).toBe('');
    }
    expect(await sharedHits('tracking:lookup', page)).toBe(1);
    expect(await sharedHits('tracking:revalidation', page)).toBe(LOOKUPS * 3);

    await addEntry('Arrived at the Lagos hub');
    const changed = await track(page, CODES[0], etag).expect(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.body.data.history.data[0].title).toBe('Arrived at the Lagos hub');
    await track(page, CODES[0], String(changed.headers['etag'])).expect(304);
    expect(await sharedHits('tracking:lookup', page)).toBe(2);
  });

  it('keeps answering 304 to a client whose lookup budget is used up, and nothing else', async () => {
    const office = '203.0.113.51';
    const first = await track(office, CODES[0]).expect(200);
    const etag = String(first.headers['etag']);
    for (let i = 1; i < LOOKUPS; i += 1) await track(office, CODES[1]).expect(200);
    expectRefused(await track(office, CODES[2]));

    await track(office, CODES[0], etag).expect(304);
    // Another parcel with this ETag, a parcel changed since, an unknown code: all the same 429.
    expectRefused(await track(office, CODES[1], etag));
    expectRefused(await track(office, 'WB000999999', etag));
    await addEntry('Out for delivery');
    expectRefused(await track(office, CODES[0], etag));
  });

  it('stops a client after its revalidations too', async () => {
    const looper = '203.0.113.52';
    const etag = String((await track(looper, CODES[0]).expect(200)).headers['etag']);
    for (let i = 0; i < REVALIDATIONS; i += 1) await track(looper, CODES[0], etag).expect(304);
    expectRefused(await track(looper, CODES[0], etag));
    // Its lookups are its own budget: a plain lookup still answers.
    await track(looper, CODES[1]).expect(200);
  });

  it('answers the same through the framework (a visitor with a stale session cookie)', async () => {
    const visitor = '203.0.113.53';
    const stale = `${SESSION_COOKIE}=s%3Aexpired.signature`;
    const first = await track(visitor, CODES[0]).set('Cookie', stale).expect(200);
    const etag = String(first.headers['etag']);
    for (let i = 0; i < LOOKUPS * 2; i += 1) {
      await track(visitor, CODES[0], etag).set('Cookie', stale).expect(304);
    }
    expect(await sharedHits('tracking:lookup', visitor)).toBe(1);
    expect((await track(visitor, CODES[1], etag).set('Cookie', stale)).status).toBe(200);
  });
});

describe('an attacker sending If-None-Match', () => {
  it('reads no more parcels than without it: a tag that does not match is a lookup', async () => {
    const walker = '203.0.113.60';
    const tags = ['W/"1-abc"', '"made-up"', 'W/"a", W/"b"', '"', 'W/'];
    for (let i = 0; i < LOOKUPS; i += 1) {
      const response = await track(walker, CODES[i % CODES.length], tags[i % tags.length]);
      expect(response.status).toBe(200);
      expect(response.body.data.destination).toBe('Lagos');
    }
    expectRefused(await track(walker, CODES[0], '"made-up"'));
    expectRefused(await track(walker, CODES[0]));
  });

  it('cannot learn which codes exist from `*`: it gets the body, as a lookup, never a 304', async () => {
    const prober = '203.0.113.61';
    for (let i = 0; i < LOOKUPS; i += 1) {
      const response = await track(prober, CODES[i % CODES.length], '*');
      expect(response.status).toBe(200);
      expect(response.headers['etag']).toBeTruthy();
    }
    expectRefused(await track(prober, CODES[0], '*'));
    expectRefused(await track(prober, 'WB000999998', '*'));
  });

  it('guesses no faster: each unknown code is a miss and a lookup, and a known ETag opens no other code', async () => {
    const guesser = '203.0.113.62';
    const etag = String((await track('203.0.113.63', CODES[0]).expect(200)).headers['etag']);
    for (let i = 1; i < LOOKUPS; i += 1) {
      const response = await track(guesser, `WB00033${3000 + i}`, etag);
      expect(response.status).toBe(404);
      expect(response.body.error_codes).toEqual(['parcel.not_found']);
    }
    expect(await sharedHits('tracking:lookup', guesser)).toBe(LOOKUPS - 1);
    // A guess with another parcel's ETag at a real code is a lookup that shows the body.
    expect((await track(guesser, CODES[1], etag)).status).toBe(200);
    expectRefused(await track(guesser, `WB000334999`, etag));
    expectRefused(await track(guesser, CODES[2], etag));
  });
});
