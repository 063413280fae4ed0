import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  approveReview,
  createParcel,
  createReview,
  deleteParcel,
  getGraph,
  listReviews,
  listStaffReviews,
  rateParcel,
  trackParcel,
} from '@waybill/shared';
import { RATINGS_PER_CLIENT } from '../src/reviews/rating-limits.js';
import { TRACKING_MISSES } from '../src/core/security/tracking-limits.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

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
  visitorCount += 1;
  visitor = `198.51.100.${visitorCount}`;
});

async function parcel(code: string, fields: Record<string, unknown> = {}): Promise<number> {
  const response = await owner
    .post(createParcel.path({}))
    .send({ tracking_code: code, recipient_name: 'Ada Obi', destination: 'Lagos', ...fields })
    .expect(201);
  return response.body.data.id as number;
}

const rate = (code: string, body: object, from = visitor) =>
  t.http().post(rateParcel.path({ code })).set('X-Forwarded-For', from).send(body);

const good = { rating: 5, comment: 'Careful and on time', name: 'Ada' };

async function rows(): Promise<Record<string, unknown>[]> {
  return t.dataSource.query(
    'SELECT name, review, rating, status, parcel_id FROM reviews ORDER BY id',
  ) as Promise<Record<string, unknown>[]>;
}

describe('a visitor rates a delivery', () => {
  it('stores a delivered parcel’s rating as a pending review, once', async () => {
    const id = await parcel('WB-DONE', { stage: 'delivered' });
    const sent = await rate('wb-done', good).expect(200);
    expect(sent.body).toMatchObject({ data: null, errors: [] });
    expect(await rows()).toEqual([
      { name: 'Ada', review: 'Careful and on time', rating: 5, status: 'pending', parcel_id: id },
    ]);

    const again = await rate('WB-DONE', { rating: 1, comment: 'Changed my mind' }).expect(409);
    expect(again.body.error_codes).toEqual(['rating.already_given']);
    expect(again.body.errors).toEqual(['This parcel has already been rated']);
    expect(await rows()).toHaveLength(1);
  });

  it('takes the stage from the status mapping when staff chose none', async () => {
    await parcel('WB-MAP', { status: 'Delivered' });
    await rate('WB-MAP', { rating: 3, comment: 'Fine' }).expect(200);
    expect(await rows()).toEqual([
      expect.objectContaining({ name: '', rating: 3, status: 'pending' }),
    ]);
  });

  it('refuses a parcel not yet delivered with 409, and a returned one', async () => {
    await parcel('WB-WAY', { stage: 'out_for_delivery' });
    await parcel('WB-BACK', { stage: 'returned' });
    await parcel('WB-NONE');
    for (const code of ['WB-WAY', 'WB-BACK', 'WB-NONE']) {
      const refused = await rate(code, good).expect(409);
      expect(refused.body.error_codes).toEqual(['rating.not_delivered']);
      expect(refused.body.errors).toEqual(['This parcel can be rated once it has been delivered']);
    }
    expect(await rows()).toEqual([]);
  });

  it('answers an unknown code exactly like the tracking lookup, and counts it as a miss', async () => {
    const tracked = await t
      .http()
      .get(trackParcel.path({ code: 'WB-NOPE' }))
      .set('X-Forwarded-For', '192.0.2.200')
      .expect(404);
    const rated = await rate('WB-NOPE', good).expect(404);
    expect(rated.body).toEqual(tracked.body);
    const [{ hits }] = (await t.dataSource.query(
      `SELECT sum(hits)::int AS hits FROM rate_limits WHERE key LIKE $1`,
      [`${TRACKING_MISSES.name}:%`],
    )) as { hits: number }[];
    expect(hits).toBe(2);
  });

  it('stops a client guessing codes through ratings as tracking would', async () => {
    const guesser = '192.0.2.77';
    // Misses through ratings and through tracking fill one budget.
    for (let i = 0; i < RATINGS_PER_CLIENT.limit; i += 1) {
      await rate(`WB-G${i}`, good, guesser).expect(404);
    }
    for (let i = RATINGS_PER_CLIENT.limit; i < TRACKING_MISSES.limit; i += 1) {
      await t
        .http()
        .get(trackParcel.path({ code: `WB-G${i}` }))
        .set('X-Forwarded-For', guesser)
        .expect(404);
    }
    await parcel('WB-REAL', { stage: 'delivered' });
    const tracked = await t
      .http()
      .get(trackParcel.path({ code: 'WB-REAL' }))
      .set('X-Forwarded-For', guesser);
    expect(tracked.status).toBe(429);
    const rated = await rate('WB-REAL', good, guesser).expect(429);
    expect(rated.body.error_codes).toEqual(['rate.too_many']);
    expect(await rows()).toEqual([]);
  });

  it('limits each client’s ratings with 429, whatever the code', async () => {
    for (let i = 0; i < RATINGS_PER_CLIENT.limit; i += 1) {
      await parcel(`WB-R${i}`, { stage: 'delivered' });
    }
    await parcel('WB-LAST', { stage: 'delivered' });
    for (let i = 0; i < RATINGS_PER_CLIENT.limit; i += 1) {
      await rate(`WB-R${i}`, good).expect(200);
    }
    const refused = await rate('WB-LAST', good).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    await rate('WB-LAST', good, '192.0.2.99').expect(200);
  });

  it('refuses bad stars and comments with 400 and refuses NUL, and stores script text as text', async () => {
    await parcel('WB-BAD', { stage: 'delivered' });
    for (const [body, error] of [
      [{ rating: 0, comment: 'x' }, /rating/],
      [{ rating: 6, comment: 'x' }, /rating/],
      [{ rating: 4.5, comment: 'x' }, /rating/],
      [{ rating: '5', comment: 'x' }, /rating/],
      [{ rating: 5 }, /comment is required/],
      [{ rating: 5, comment: '   ' }, /comment is required/],
      [{ rating: 5, comment: 'x'.repeat(1001) }, /comment/],
      [{ rating: 5, comment: 'x', name: 'n'.repeat(301) }, /name/],
      [[1, 2], /./],
    ] as const) {
      const refused = await rate('WB-BAD', body).expect(400);
      expect(refused.body.errors.join(' ')).toMatch(error);
    }
    expect(await rows()).toEqual([]);
    const nul = await rate('WB-BAD', { rating: 2, comment: 'a\u0000b' }).expect(400);
    expect(nul.body.errors).toEqual(['comment must not contain a NUL character']);
    const script = '<script>alert(1)</script> & "quotes"';
    await rate('WB-BAD', { rating: 2, comment: script, name: '<b>Eve</b>' }).expect(200);
    expect(await rows()).toEqual([expect.objectContaining({ review: script, name: '<b>Eve</b>' })]);
  });

  it('keeps the review, without its parcel, when the parcel is deleted', async () => {
    const id = await parcel('WB-GONE', { stage: 'delivered' });
    await rate('WB-GONE', good).expect(200);
    await owner.delete(deleteParcel.path({})).send({ id }).expect(200);
    expect(await rows()).toEqual([expect.objectContaining({ parcel_id: null, status: 'pending' })]);
  });
});

describe('staff approve a rating', () => {
  async function pendingRating(): Promise<number> {
    await parcel('WB-OK', { stage: 'delivered' });
    await rate('WB-OK', { rating: 4, comment: 'Friendly driver', name: 'Bola' }).expect(200);
    const list = await owner.get(listStaffReviews.path({})).expect(200);
    return list.body.data.data[0].id as number;
  }

  it('shows pending ratings to staff only, and on the home page once approved', async () => {
    await owner
      .post(createReview.path({}))
      .field('name', 'Eve')
      .field('review', 'Staff review')
      .expect(201);
    const id = await pendingRating();
    const staffList = await owner.get(listStaffReviews.path({})).expect(200);
    expect(staffList.body.data.data[0]).toEqual({
      id,
      name: 'Bola',
      review: 'Friendly driver',
      image: null,
      rating: 4,
      status: 'pending',
      parcel_code: 'WB-OK',
    });
    expect(staffList.body.data.data[1]).toMatchObject({ status: 'approved', rating: null });

    const publicList = await t.http().get(listReviews.path({})).expect(200);
    expect(publicList.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Eve']);
    const before = await t.http().get(getGraph.path({})).expect(200);
    expect(before.body.data.reviews.map((r: { name: string }) => r.name)).toEqual(['Eve']);

    const approved = await owner.post(approveReview.path({})).send({ id }).expect(200);
    expect(approved.body.data).toMatchObject({ id, status: 'approved', parcel_code: 'WB-OK' });
    const after = await t.http().get(getGraph.path({})).expect(200);
    expect(after.body.data.reviews.map((r: { name: string }) => r.name)).toEqual(['Bola', 'Eve']);
    expect(after.body.data.reviews[0]).toMatchObject({ rating: 4, review: 'Friendly driver' });

    const [row] = (await t.dataSource.query(
      `SELECT account_email, changes FROM audit_log WHERE entity = 'review' AND action = 'update'`,
    )) as { account_email: string; changes: unknown }[];
    expect(row.changes).toEqual({ status: { before: 'pending', after: 'approved' } });
    const [created] = (await t.dataSource.query(
      `SELECT account_id FROM audit_log WHERE entity = 'review' AND action = 'create' AND entity_id = $1`,
      [String(id)],
    )) as { account_id: number | null }[];
    expect(created.account_id).toBeNull();
  });

  it('needs the reviews permission: a dispatcher and a viewer get 403 and see no pending rating', async () => {
    const id = await pendingRating();
    for (const role of ['dispatcher', 'viewer'] as const) {
      const member = await invitedMember(t, owner, role);
      const refused = await member.post(approveReview.path({})).send({ id }).expect(403);
      expect(refused.body.error_codes).toEqual(['auth.forbidden']);
      const list = await member.get(listReviews.path({})).expect(200);
      expect(list.body.data.data).toEqual([]);
      const staffList = await member.get(listStaffReviews.path({})).expect(403);
      expect(staffList.body.error_codes).toEqual(['auth.forbidden']);
    }
    await t.http().post(approveReview.path({})).send({ id }).expect(401);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    const missing = await owner.post(approveReview.path({})).send({ id: 99_999 }).expect(404);
    expect(missing.body.error_codes).toEqual(['review.not_found']);
    await owner.post(approveReview.path({})).send({ id: 'x' }).expect(400);
    await owner.post(approveReview.path({})).send({}).expect(400);
  });
});
