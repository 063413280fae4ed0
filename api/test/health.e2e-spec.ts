import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { getHealth, getHealthLive, getHealthReady, problem } from '@waybill/shared';
import { Readiness } from '../src/core/lifecycle/readiness.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Liveness and readiness (docs/product.md §6.8): a load balancer sends traffic only to an instance
 * whose readiness says 200; liveness only says the process answers. The database outage's 503 is
 * proven by the fault test (test/fault/database-outage.fault-spec.ts).
 */
const NOT_READY = (state: 'starting' | 'stopping') => problem('server.not_ready', { state });

function expectNotReady(
  response: { status: number; body: Record<string, unknown> },
  state: 'starting' | 'stopping',
) {
  const expected = NOT_READY(state);
  expect(response.status).toBe(503);
  expect(response.body).toEqual({
    status: 503,
    data: null,
    message: expected.message,
    errors: [expected.message],
    error_codes: ['server.not_ready'],
    error_params: [{ state }],
  });
}

describe('a serving instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is live without asking the database, and ready with the database and its migrations', async () => {
    const live = await t.http().get(getHealthLive.path({})).expect(200);
    expect(live.body).toMatchObject({ status: 200, data: { status: 'ok' } });
    const ready = await t.http().get(getHealthReady.path({})).expect(200);
    expect(ready.body).toMatchObject({
      status: 200,
      data: { status: 'ready', database: 'ok', migrations: 'done' },
    });
    // The older health check is kept as it was.
    const health = await t.http().get(getHealth.path({})).expect(200);
    expect(health.body.data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('says 503 at once when it starts shutting down, while liveness still answers', async () => {
    t.app.get(Readiness).stopping();
    expectNotReady(await t.http().get(getHealthReady.path({})), 'stopping');
    await t.http().get(getHealthLive.path({})).expect(200);
  });
});

describe('an instance whose database lacks a migration it knows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not ready until every migration is recorded as run', async () => {
    // As if another instance were still migrating the shared database.
    // DELETE … RETURNING answers [rows, count] through TypeORM.
    const [[row]] = await t.dataSource.query<[Array<{ timestamp: string; name: string }>, number]>(
      `DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations) RETURNING timestamp, name`,
    );
    try {
      expectNotReady(await t.http().get(getHealthReady.path({})), 'starting');
    } finally {
      await t.dataSource.query(`INSERT INTO migrations (timestamp, name) VALUES ($1, $2)`, [
        row.timestamp,
        row.name,
      ]);
    }
    await t.http().get(getHealthReady.path({})).expect(200);
  });
});

describe('an instance still starting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { starting: true });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After until main says it serves', async () => {
    const response = await t.http().get(getHealthReady.path({}));
    expectNotReady(response, 'starting');
    expect(response.headers['retry-after']).toBe('1');
    await t.http().get(getHealthLive.path({})).expect(200);
    t.app.get(Readiness).serving();
    await t.http().get(getHealthReady.path({})).expect(200);
  });
});
