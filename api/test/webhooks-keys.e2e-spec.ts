import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKey,
  createParcel,
  createWebhookEndpoint,
  deleteParcel,
  deleteWebhookEndpoint,
  KEY_SCOPES,
  type KeyScope,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  revokeApiKey,
  rotateWebhookSecret,
  sendWebhookTest,
  updateParcel,
  updateWebhookEndpoint,
} from '@waybill/shared';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

/**
 * A shop's system manages its own webhooks with its API key (docs/webhooks.md, "Endpoints of an
 * API key"): an endpoint made with a key is that key's, told only of the parcels that key made;
 * another key cannot see, change, delete, test or read the log of it (404, as if it were not
 * there); staff see and manage every endpoint; a revoked key's endpoints go with it.
 */
let t: TestApp;
let owner: StaffAgent;
useStaffApp({ WEBHOOK_DEV_MODE: 'true' }, (app, agent) => {
  [t, owner] = [app, agent];
});

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let shopA: Receiver;
let shopB: Receiver;
let staff: Receiver;
beforeAll(async () => {
  [shopA, shopB, staff] = await Promise.all([startReceiver(), startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([shopA.close(), shopB.close(), staff.close()]);
});

const EVENTS = ['parcel.created', 'parcel.updated', 'parcel.deleted'];

async function newKey(name: string, scopes: readonly KeyScope[] = KEY_SCOPES) {
  const response = await owner.post(createApiKey.path({})).send({ name, scopes }).expect(201);
  return response.body.data as { id: number; secret: string };
}

const asKey = (secret: string) => {
  const bearer = <T extends { set(name: string, value: string): T }>(call: T) =>
    call.set('Authorization', `Bearer ${secret}`);
  return {
    get: (path: string) => bearer(t.http().get(path)),
    post: (path: string, body: object = {}) => bearer(t.http().post(path)).send(body),
    patch: (path: string, body: object = {}) => bearer(t.http().patch(path)).send(body),
    delete: (path: string) => bearer(t.http().delete(path)).send({}),
  };
};

const parcel = (reference: string) => ({
  recipient_name: 'Ada Obi',
  recipient_address_line1: '12 Marina Road',
  recipient_city: 'Lagos',
  recipient_country: 'NG',
  reference,
});

/** Runs the queue until no delivery is due. */
const run = async () => {
  for (;;) {
    await t.app.get(JobWorker).runDue();
    const [{ due }] = await t.dataSource.query(
      `SELECT count(*)::int AS due FROM jobs WHERE state = 'queued' AND run_at <= now() AND name = 'webhook.deliver'`,
    );
    if (due === 0) return;
  }
};

const references = (receiver: Receiver) =>
  receiver.received.map(
    (request) =>
      (JSON.parse(request.body) as { data: { parcel?: { tracking_code: string } } }).data.parcel
        ?.tracking_code,
  );

describe('webhook endpoints of an API key', () => {
  it('are the key’s own: another key cannot read, change, test, rotate or delete them', async () => {
    const a = await newKey('Shop A');
    const b = await newKey('Shop B');
    const made = await asKey(a.secret)
      .post(createWebhookEndpoint.path({}), { url: shopA.url, events: EVENTS })
      .expect(201);
    const hook = made.body.data as { id: number; api_key_id: number; secret: string };
    expect(hook.api_key_id).toBe(a.id);
    expect(hook.secret).toMatch(/^whsec_/);
    const [audited] = await t.dataSource.query(
      `SELECT account_email FROM audit_log WHERE entity = 'webhook' AND entity_id = $1`,
      [String(hook.id)],
    );
    expect(audited).toEqual({ account_email: 'API key: Shop A' });

    // A's list has it; B's list does not; staff see it, with the key it belongs to.
    const listA = await asKey(a.secret).get(listWebhookEndpoints.path({})).expect(200);
    expect(listA.body.data.map((row: { id: number }) => row.id)).toEqual([hook.id]);
    const listB = await asKey(b.secret).get(listWebhookEndpoints.path({})).expect(200);
    expect(listB.body.data).toEqual([]);
    const listStaff = await owner.get(listWebhookEndpoints.path({})).expect(200);
    expect(listStaff.body.data).toEqual([
      expect.objectContaining({ id: hook.id, api_key_id: a.id }),
    ]);

    // Every way B could reach A's endpoint is "not found", and changes nothing.
    const id = String(hook.id);
    const other = asKey(b.secret);
    const attempts = [
      other.patch(updateWebhookEndpoint.path({ id }), { url: shopB.url }),
      other.patch(updateWebhookEndpoint.path({ id }), { enabled: false }),
      other.post(rotateWebhookSecret.path({ id })),
      other.post(sendWebhookTest.path({ id })),
      other.get(listWebhookDeliveries.path({ id })),
      other.delete(deleteWebhookEndpoint.path({ id })),
    ];
    for (const attempt of attempts) {
      const response = await attempt;
      expect([response.status, response.body.error_codes]).toEqual([404, ['webhook.not_found']]);
    }
    const [row] = await t.dataSource.query(
      `SELECT url, enabled, secret_sealed FROM webhook_endpoints WHERE id = $1`,
      [hook.id],
    );
    expect(row).toMatchObject({ url: shopA.url, enabled: true });
    const deliveriesOfA = await t.dataSource.query(
      `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`,
      [hook.id],
    );
    expect(deliveriesOfA).toEqual([]);

    // A's test delivery: B cannot send it again either.
    const test = await asKey(a.secret).post(sendWebhookTest.path({ id })).expect(200);
    const resendPath = resendWebhookDelivery.path({ id: String(test.body.data.id) });
    await run();
    const refused = await other.post(resendPath).expect(404);
    expect(refused.body.error_codes).toEqual(['webhook.not_found']);
    await asKey(a.secret).post(resendPath).expect(200);

    // A key without webhooks:manage manages none; staff manage A's.
    const reader = await newKey('Reader', ['parcels:read']);
    const scoped = await asKey(reader.secret).get(listWebhookEndpoints.path({})).expect(403);
    expect(scoped.body.error_codes).toEqual(['apikey.scope']);
    await owner.patch(updateWebhookEndpoint.path({ id })).send({ description: 'seen' }).expect(200);
    await asKey(a.secret).delete(deleteWebhookEndpoint.path({ id })).expect(200);
    const gone = await t.dataSource.query(`SELECT id FROM webhook_endpoints WHERE id = $1`, [
      hook.id,
    ]);
    expect(gone).toEqual([]);
  });

  it('tells a key’s endpoint only of that key’s parcels; staff’s endpoint of every parcel', async () => {
    const a = await newKey('Shop A2');
    const b = await newKey('Shop B2');
    for (const [key, receiver] of [
      [a, shopA],
      [b, shopB],
    ] as const) {
      receiver.received.length = 0;
      await asKey(key.secret)
        .post(createWebhookEndpoint.path({}), { url: receiver.url, events: EVENTS })
        .expect(201);
    }
    staff.received.length = 0;
    await owner
      .post(createWebhookEndpoint.path({}))
      .send({ url: staff.url, events: EVENTS })
      .expect(201);

    const ofA = (await asKey(a.secret).post(createParcel.path({}), parcel('A-1')).expect(201)).body
      .data;
    const ofB = (await asKey(b.secret).post(createParcel.path({}), parcel('B-1')).expect(201)).body
      .data;
    const ofStaff = (
      await owner
        .post(createParcel.path({}))
        .send({ tracking_code: 'WB-STAFF-HOOK', recipient_name: 'C', destination: 'D' })
        .expect(201)
    ).body.data;
    // Staff change B's parcel, then delete it: B is told, A is not.
    await owner.patch(updateParcel.path({})).send({ id: ofB.id, weight: '2 kg' }).expect(200);
    await owner.delete(deleteParcel.path({})).send({ id: ofB.id }).expect(200);
    await run();

    expect(references(shopA)).toEqual([ofA.tracking_code]);
    expect(shopB.received.map((request) => request.type)).toEqual([
      'parcel.created',
      'parcel.updated',
      'parcel.deleted',
    ]);
    expect(new Set(references(shopB))).toEqual(new Set([ofB.tracking_code]));
    expect(references(staff).sort()).toEqual(
      [
        ofA.tracking_code,
        ofB.tracking_code,
        ofB.tracking_code,
        ofB.tracking_code,
        ofStaff.tracking_code,
      ].sort(),
    );
  });

  it('go with their key when it is revoked: nothing more is sent, not even what was queued', async () => {
    const key = await newKey('Shop C');
    const shop = asKey(key.secret);
    const hook = (
      await shop
        .post(createWebhookEndpoint.path({}), { url: shopA.url, events: EVENTS })
        .expect(201)
    ).body.data as { id: number };
    // The receiver is down: the parcel's creation is still to be sent when the key is revoked.
    shopA.received.length = 0;
    shopA.answer(500);
    const made = (await shop.post(createParcel.path({}), parcel('C-1')).expect(201)).body.data;
    await run();
    expect(shopA.received).toHaveLength(1);
    const [queued] = await t.dataSource.query(
      `SELECT status, attempts FROM webhook_deliveries WHERE endpoint_id = $1`,
      [hook.id],
    );
    expect(queued).toEqual({ status: 'pending', attempts: 1 });

    shopA.received.length = 0;
    shopA.answer(200);
    await owner.delete(revokeApiKey.path({})).send({ id: key.id }).expect(200);
    await owner.patch(updateParcel.path({})).send({ id: made.id, weight: '3 kg' }).expect(200);
    // Every waiting try due now (no sleep), then the queue run dry.
    await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE state = 'queued'`);
    await run();
    expect(shopA.received).toEqual([]);
    const rows = await t.dataSource.query(
      `SELECT id FROM webhook_endpoints WHERE id = $1
       UNION ALL SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`,
      [hook.id],
    );
    expect(rows).toEqual([]);
    const staffList = await owner.get(listWebhookEndpoints.path({})).expect(200);
    expect(staffList.body.data.map((row: { id: number }) => row.id)).not.toContain(hook.id);
    // The key itself is refused, its endpoints' routes included.
    await shop.get(listWebhookEndpoints.path({})).expect(401);
    const audited = await t.dataSource.query(
      `SELECT action FROM audit_log WHERE entity = 'webhook' AND entity_id = $1 ORDER BY id`,
      [String(hook.id)],
    );
    expect(audited.map((row: { action: string }) => row.action)).toEqual(['create', 'delete']);
  });

  it('are counted per key: one shop’s endpoints do not use up staff’s allowance', async () => {
    const key = await newKey('Shop D');
    await t.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed, api_key_id)
       SELECT 'https://example.com/' || n, ARRAY['parcel.created'], 'x', $1
       FROM generate_series(1, 20) AS n`,
      [key.id],
    );
    const full = await asKey(key.secret)
      .post(createWebhookEndpoint.path({}), { url: shopA.url, events: EVENTS })
      .expect(409);
    expect(full.body.error_codes).toEqual(['webhook.too_many']);
    await owner
      .post(createWebhookEndpoint.path({}))
      .send({ url: staff.url, events: EVENTS })
      .expect(201);
  });
});
