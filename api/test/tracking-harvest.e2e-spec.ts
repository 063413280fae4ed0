import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { getParcelHistory, trackParcel } from '@waybill/shared';
import { TrackingLookups } from '../src/core/security/tracking-lookups.js';
import { createParcel } from '../../test-kit/parcels.js';
import { signedInAgent, staffClient, startTestApp, type TestApp } from './harness.js';

/** A small budget keeps the test short; above the miss limit (30) so misses still stop sooner. */
const LOOKUPS = 40;
const WINDOW_SECONDS = 10 * 60;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
const CODES = ['WB000123455', 'WB000123456', 'WB000123457'];

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', TRACKING_LOOKUP_LIMIT: String(LOOKUPS) });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await signedInAgent(t);
  for (const code of CODES) {
    await createParcel(staffClient(admin), {
      tracking_code: code,
      recipient_name: 'Ada Obi',
      destination: 'Lagos',
    });
  }
});

/** A visitor's lookup from `address` (through the proxy TRUST_PROXY believes). */
const lookup = (address: string, code: string) =>
  t.http().get(trackParcel.path({ code })).set('X-Forwarded-For', address);

/** Walks the known codes `times` times from `address`; returns the statuses. */
async function walk(address: string | ((i: number) => string), times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const from = typeof address === 'string' ? address : address(i);
    statuses.push((await lookup(from, CODES[i % CODES.length])).status);
  }
  return statuses;
}

function expectRefused(response: Awaited<ReturnType<typeof lookup>>) {
  expect(response.status).toBe(429);
  expect(response.body.error_codes).toEqual(['rate.too_many']);
  expect(response.body.errors[0]).toMatch(/^Too many attempts\. Please wait 10 minutes/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.body.data).toBeNull();
}

describe('a visitor walking existing codes', () => {
  it('reads parcels up to the budget, then gets 429 with Retry-After; another client still gets answers', async () => {
    const walker = '203.0.113.10';
    expect(await walk(walker, LOOKUPS)).toEqual(Array(LOOKUPS).fill(200));

    const refused = await lookup(walker, CODES[1]);
    expectRefused(refused);
    expect(JSON.stringify(refused.body)).not.toContain('Lagos');
    // The history pages are lookups too.
    expectRefused(
      await t
        .http()
        .get(getParcelHistory.path({ code: CODES[1] }, { page: 1 }))
        .set('X-Forwarded-For', walker),
    );

    const neighbour = await lookup('203.0.113.11', CODES[1]).expect(200);
    // What the code alone shows (the name needs the recipient's fact: tracking-privacy).
    expect(neighbour.body.data.destination).toBe('Lagos');
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const sameNetwork = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`;
    expect(await walk(sameNetwork, LOOKUPS)).toEqual(Array(LOOKUPS).fill(200));

    expectRefused(await lookup('2001:db8:77:1:ffff:ffff:ffff:fffe', CODES[0]));
    await lookup('2001:db8:77:2::1', CODES[0]).expect(200);
  });

  it('does not limit a signed-in staff member, even from the refused address', async () => {
    const office = '203.0.113.20';
    await walk(office, LOOKUPS);
    expectRefused(await lookup(office, CODES[0]));

    for (let i = 0; i < LOOKUPS + 5; i += 1) {
      const response = await admin
        .get(trackParcel.path({ code: CODES[i % CODES.length] }))
        .set('X-Forwarded-For', office);
      expect(response.status).toBe(200);
    }
  });

  it('still stops a guesser sooner: 30 misses, then even a real code is refused', async () => {
    const guesser = '203.0.113.30';
    for (let i = 0; i < 30; i += 1) await lookup(guesser, `WB00012${4000 + i}`).expect(404);
    expectRefused(await lookup(guesser, CODES[0]));
  });

  it('adds the counts to the shared table, so a client refused by one instance is refused by all', async () => {
    const walker = '203.0.113.40';
    await walk(walker, 10);
    const lookups = t.app.get(TrackingLookups);
    await lookups.flush();
    const rows: Array<{ hits: number }> = await t.dataSource.query(
      `SELECT hits FROM rate_limits WHERE key = $1`,
      [`tracking:lookup:${walker}`],
    );
    expect(rows).toEqual([{ hits: 10 }]);

    // Another instance has counted this client's whole budget: this one refuses it after at
    // most one flush of its own.
    const elsewhere = '203.0.113.41';
    await t.dataSource.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, $2, now() + interval '5 minutes')`,
      [`tracking:lookup:${elsewhere}`, LOOKUPS],
    );
    await lookup(elsewhere, CODES[0]).expect(200);
    await lookups.flush();
    const refused = await lookup(elsewhere, CODES[0]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });
});
