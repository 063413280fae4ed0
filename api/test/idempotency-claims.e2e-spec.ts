import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createApiKey, createParcel, KEY_SCOPES } from '@waybill/shared';
import { callerOf, requestHash } from '../src/core/http/idempotency.interceptor.js';
import { IdempotencyRepository } from '../src/core/http/idempotency.repository.js';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';

/**
 * An Idempotency-Key's claim and its effect are one unit (docs/api.md, "Retrying safely"): a
 * request that fails or dies between its claim and its effect leaves the key free for the retry,
 * which applies the effect once; a request that lost its key to a retry has its effect rolled
 * back; an effect that committed is never applied again, even when its answer was lost; racing
 * identical requests apply it once.
 */
let t: TestApp;
let owner: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, owner] = [app, agent];
});

const PARCEL = {
  recipient_name: 'Ada Obi',
  recipient_address_line1: '12 Marina Road',
  recipient_city: 'Lagos',
  recipient_country: 'NG',
  reference: 'ORDER-77',
};

async function shop() {
  const response = await owner
    .post(createApiKey.path({}))
    .send({ name: 'Shop', scopes: KEY_SCOPES })
    .expect(201);
  const secret = (response.body.data as { secret: string }).secret;
  return {
    secret,
    create: (key: string, body: object = PARCEL) =>
      t
        .http()
        .post(createParcel.path({}))
        .set('Authorization', `Bearer ${secret}`)
        .set('Idempotency-Key', key)
        .send(body),
  };
}

const parcels = async () =>
  (await t.dataSource.query(`SELECT count(*)::int AS n FROM parcels`))[0].n as number;

/** A trigger on parcels for the length of `work`: the effect fails, or does `sql` first. */
async function withParcelTrigger<T>(body: string, work: () => Promise<T>): Promise<T> {
  await t.dataSource.query(
    `CREATE FUNCTION idempotency_test_hook() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${body} RETURN NEW; END $$`,
  );
  await t.dataSource.query(
    `CREATE TRIGGER idempotency_test_hook BEFORE INSERT ON parcels
     FOR EACH ROW EXECUTE FUNCTION idempotency_test_hook()`,
  );
  try {
    return await work();
  } finally {
    await t.dataSource.query(`DROP TRIGGER idempotency_test_hook ON parcels`);
    await t.dataSource.query(`DROP FUNCTION idempotency_test_hook()`);
  }
}

describe('Idempotency-Key claims', () => {
  it('gives the key back when the request fails before its effect; the retry applies it once', async () => {
    const { create } = await shop();
    const failed = await withParcelTrigger(`RAISE EXCEPTION 'disk on fire';`, () =>
      create('fail-1'),
    );
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await parcels()).toBe(0);
    const left = await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = 'fail-1'`);
    expect(left).toEqual([]);

    const first = await create('fail-1').expect(201);
    const again = await create('fail-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await parcels()).toBe(1);
  });

  it('refuses a body nested deeper than any request with a 400, keeping no key', async () => {
    const { secret } = await shop();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const refused = await t
      .http()
      .post(createParcel.path({}))
      .set('Authorization', `Bearer ${secret}`)
      .set('Idempotency-Key', 'deep-1')
      .set('Content-Type', 'application/json')
      .send(`{"recipient_name":${deep}}`)
      .expect(400);
    expect(refused.body.error_codes.length).toBeGreaterThan(0);
    expect(await parcels()).toBe(0);
    const kept = await t.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE key = 'deep-1'`);
    expect(kept).toEqual([]);
  });

  it('frees the key of a request whose server died between claim and effect, once its lease runs out', async () => {
    const { secret, create } = await shop();
    // The dead request: its claim committed, then nothing (no effect, no answer).
    const fake = {
      method: 'POST',
      originalUrl: createParcel.path({}),
      body: PARCEL,
      headers: { authorization: `Bearer ${secret}` },
    } as unknown as Request;
    const caller = callerOf(fake) as string;
    const keys = t.app.get(IdempotencyRepository);
    expect(
      await keys.claim({ caller, key: 'dead-1', token: 'dead' }, requestHash(fake) as string),
    ).toBe(null);

    // While its lease lasts the key is taken: a retry waits.
    const waiting = await create('dead-1').expect(409);
    expect(waiting.body.error_codes).toEqual(['idempotency.in_progress']);
    expect(waiting.headers['retry-after']).toBe('1');
    // Another request with the key is still refused, lease or not.
    await t.dataSource.query(
      `UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = 'dead-1'`,
    );
    const other = await create('dead-1', { ...PARCEL, reference: 'OTHER' }).expect(422);
    expect(other.body.error_codes).toEqual(['idempotency.key_reused']);

    // The lease has run out: the retry takes the key over and applies the effect, once.
    const retried = await create('dead-1').expect(201);
    expect(await parcels()).toBe(1);
    const replayed = await create('dead-1').expect(201);
    expect(replayed.body).toEqual(retried.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    // The dead request's claim cannot mark anything any more.
    const dead = await t.dataSource.transaction((manager) =>
      keys.markApplied(manager, { caller, key: 'dead-1', token: 'dead' }),
    );
    expect(dead).toBe(false);
    expect(await parcels()).toBe(1);
  });

  it('rolls back the effect of a request that lost its key to a retry', async () => {
    const { create } = await shop();
    // Between this request's claim and its commit, a retry takes the key over (as it would once
    // the lease ran out): the claim's token is no longer this request's.
    const lost = await withParcelTrigger(
      `UPDATE idempotency_keys SET claim_token = 'the-retry' WHERE key = 'slow-1';`,
      () => create('slow-1'),
    );
    expect(lost.status).toBe(409);
    expect(lost.body.error_codes).toEqual(['idempotency.in_progress']);
    expect(await parcels()).toBe(0);
  });

  it('never applies an effect twice when its answer was lost after it committed', async () => {
    const { create } = await shop();
    await create('lost-1').expect(201);
    expect(await parcels()).toBe(1);
    const [row] = await t.dataSource.query(
      `SELECT applied_at IS NOT NULL AS applied, status_code FROM idempotency_keys WHERE key = 'lost-1'`,
    );
    expect(row).toEqual({ applied: true, status_code: 201 });
    // Done, its answer not yet kept (its request is on its way to keeping it): wait.
    await t.dataSource.query(
      `UPDATE idempotency_keys SET status_code = NULL, answer = NULL,
         locked_until = now() + interval '1 minute' WHERE key = 'lost-1'`,
    );
    const soon = await create('lost-1').expect(409);
    expect(soon.body.error_codes).toEqual(['idempotency.in_progress']);
    // The server died after the effect's commit, before the answer was kept; long ago.
    await t.dataSource.query(
      `UPDATE idempotency_keys SET locked_until = now() - interval '1 hour' WHERE key = 'lost-1'`,
    );
    const told = await create('lost-1').expect(409);
    expect(told.body.error_codes).toEqual(['idempotency.answer_lost']);
    expect(await parcels()).toBe(1);
  });

  it('applies racing identical requests once, for a key and for a staff session', async () => {
    const { create } = await shop();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('race-1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await parcels()).toBe(1);

    const staff = await Promise.all(
      Array.from({ length: 6 }, () =>
        owner
          .post(createParcel.path({}))
          .set('Idempotency-Key', 'race-2')
          .send({ ...PARCEL, reference: 'STAFF-1' }),
      ),
    );
    expect(staff.map((answer) => answer.status)).toContain(201);
    expect(await parcels()).toBe(2);
  });
});
