import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookEndpoint,
  deleteParcel,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateParcel,
  updateWebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@waybill/shared';
import { addUpdate, createParcel } from '../../test-kit/parcels.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

/**
 * Webhooks (docs/webhooks.md) on a real database, to a receiver on 127.0.0.1 (WEBHOOK_DEV_MODE
 * lets http:// reach this machine): events recorded with the parcel's change, signed the
 * Standard Webhooks way (checked with the standardwebhooks package, as a receiver would), in
 * order per parcel, tried again on failure, logged, sent again on Resend; an endpoint failing
 * for three days is turned off and the owner told. Refused addresses: webhooks-refusals.
 */
let t: TestApp;
let admin: StaffAgent;
useStaffApp({ WEBHOOK_DEV_MODE: 'true' }, (app, agent) => {
  [t, admin] = [app, agent];
});

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const api = () => staffClient(admin);
/** Runs the queue until no job is due (a delivery finished enqueues the next of its parcel). */
const run = async () => {
  for (;;) {
    await t.app.get(JobWorker).runDue();
    const [{ due }] = await t.dataSource.query(
      `SELECT count(*)::int AS due FROM jobs WHERE state = 'queued' AND run_at <= now() AND name = 'webhook.deliver'`,
    );
    if (due === 0) return;
  }
};
/** Every waiting try due now: time moves on without a sleep. */
const fastForward = async () => {
  await t.dataSource.query(`UPDATE jobs SET run_at = now() WHERE state = 'queued'`);
  await run();
};

async function endpoint(
  events: string[] = [
    'parcel.created',
    'parcel.updated',
    'parcel.stage_changed',
    'parcel.delivered',
    'parcel.delivery_failed',
    'parcel.cancelled',
    'parcel.deleted',
  ],
) {
  receiver.received.length = 0;
  receiver.answer(200);
  return api().data(
    createWebhookEndpoint,
    { body: { url: receiver.url, events: events as never } },
    201,
  ) as Promise<WebhookEndpointWithSecret>;
}

const deliveries = async (id: number) =>
  (await api().data(listWebhookDeliveries, { params: { id: String(id) } })).data;

describe('webhooks', () => {
  it('delivers each event of a parcel once, signed, in order, with the documented body', async () => {
    const hook = await endpoint();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const parcel = await createParcel(api(), {
      tracking_code: 'WB-HOOK-1',
      recipient_name: 'Ada Obi',
      destination: 'Lagos',
    });
    await addUpdate(api(), 'WB-HOOK-1', { stage: 'in_transit', location: 'Accra' });
    await addUpdate(api(), 'WB-HOOK-1', { stage: 'delivered' });
    await run();

    const types = receiver.received.map((request) => request.type);
    expect(types).toEqual([
      'parcel.created',
      'parcel.updated',
      'parcel.stage_changed',
      'parcel.updated',
      'parcel.stage_changed',
      'parcel.delivered',
    ]);
    for (const request of receiver.received) {
      expect(receiver.verify(hook.secret, request)).toMatchObject({ type: request.type });
    }
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(6);
    const delivered = JSON.parse(receiver.received[5].body);
    expect(delivered).toMatchObject({
      type: 'parcel.delivered',
      version: 1,
      data: {
        parcel: { id: parcel.id, tracking_code: 'WB-HOOK-1', stage: 'delivered' },
        previous: { stage: 'in_transit', current_location: 'Accra' },
      },
    });
    expect(Date.parse(delivered.timestamp)).not.toBeNaN();
    // Another secret does not verify: the signature is the secret's.
    const other = await api().data(rotateWebhookSecret, { params: { id: String(hook.id) } });
    expect(() => receiver.verify(other.secret, receiver.received[0])).toThrow();

    const log = await deliveries(hook.id);
    expect(log).toHaveLength(6);
    expect(log.every((row) => row.status === 'delivered' && row.response_status === 200)).toBe(
      true,
    );
    expect(log[0]).toMatchObject({ attempts: 1, response_body: 'ok' });
  });

  it('tells each endpoint only the events it takes, and never a turned-off one', async () => {
    const hook = await endpoint(['parcel.delivery_failed']);
    await createParcel(api(), {
      tracking_code: 'WB-HOOK-2',
      recipient_name: 'A',
      destination: 'B',
    });
    await addUpdate(api(), 'WB-HOOK-2', { stage: 'in_transit' });
    await addUpdate(api(), 'WB-HOOK-2', { stage: 'failed_attempt' });
    await run();
    expect(receiver.received.map((r) => r.type)).toEqual(['parcel.delivery_failed']);

    await api().data(updateWebhookEndpoint, {
      params: { id: String(hook.id) },
      body: { enabled: false },
    });
    await addUpdate(api(), 'WB-HOOK-2', { stage: 'in_transit' });
    await addUpdate(api(), 'WB-HOOK-2', { stage: 'failed_attempt' });
    await run();
    expect(receiver.received).toHaveLength(1);
    const [listed] = await api().data(listWebhookEndpoints);
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    expect(listed).not.toHaveProperty('secret');
  });

  it('records a change, an edit and a delete as the parcel events, in the same transaction', async () => {
    await endpoint(['parcel.updated', 'parcel.deleted']);
    const parcel = await createParcel(api(), {
      tracking_code: 'WB-HOOK-3',
      recipient_name: 'A',
      destination: 'B',
    });
    await api().data(updateParcel, { body: { id: parcel.id, weight: '2 kg' } });
    // A refused edit writes nothing, so no event either.
    const refused = await api().call(updateParcel, { body: { id: parcel.id, recipient_name: '' } });
    expect(refused.status).toBe(400);
    await api().data(deleteParcel, { body: { id: parcel.id } });
    await run();
    expect(receiver.received.map((r) => r.type)).toEqual(['parcel.updated', 'parcel.deleted']);
  });

  it('tries again after a 500, keeps later events of the parcel waiting, and logs each try', async () => {
    const hook = await endpoint(['parcel.created', 'parcel.updated']);
    receiver.answer(500);
    const parcel = await createParcel(api(), {
      tracking_code: 'WB-HOOK-4',
      recipient_name: 'A',
      destination: 'B',
    });
    await api().data(updateParcel, { body: { id: parcel.id, weight: '1 kg' } });
    await run();
    expect(receiver.received.map((r) => r.type)).toEqual(['parcel.created']);
    let log = await deliveries(hook.id);
    expect(log.map((row) => row.status)).toEqual(['waiting', 'pending']);
    expect(log[1]).toMatchObject({ attempts: 1, response_status: 500 });
    expect(log[1].response_body).toHaveLength(1024);
    expect(log[1].response_body?.startsWith('failing')).toBe(true);
    // The next try is due after the schedule's first wait (5 s, up to a fifth more).
    const wait =
      Date.parse(log[1].next_attempt_at as string) - Date.parse(log[1].last_attempt_at as string);
    expect(wait).toBeGreaterThanOrEqual(4_500);
    expect(wait).toBeLessThanOrEqual(7_500);

    await fastForward();
    expect(receiver.received.map((r) => r.type)).toEqual(['parcel.created', 'parcel.created']);
    receiver.answer(200);
    await fastForward();
    expect(receiver.received.map((r) => r.type)).toEqual([
      'parcel.created',
      'parcel.created',
      'parcel.created',
      'parcel.updated',
    ]);
    // Every try of one event carries its one webhook-id.
    expect(new Set(receiver.received.slice(0, 3).map((r) => r.id)).size).toBe(1);
    log = await deliveries(hook.id);
    expect(log.map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 3],
    ]);
    const [listed] = await api().data(listWebhookEndpoints);
    expect(listed.failure_count).toBe(0);
  });

  it('gives up after ten tries, turns off an endpoint failing for three days and tells the owner', async () => {
    const hook = await endpoint(['parcel.created']);
    receiver.answer(503);
    await createParcel(api(), {
      tracking_code: 'WB-HOOK-5',
      recipient_name: 'A',
      destination: 'B',
    });
    await run();
    // The failing run started before the delivery was made, three days ago.
    await t.dataSource.query(
      `UPDATE webhook_endpoints SET failing_since = now() - interval '4 days'`,
    );
    for (let i = 1; i < 10; i++) await fastForward();
    expect(receiver.received).toHaveLength(10);
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 10, next_attempt_at: null });
    const [listed] = await api().data(listWebhookEndpoints);
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'failing', failure_count: 10 });
    const mail = await t.dataSource.query(
      `SELECT to_address, subject FROM outbox_messages WHERE subject LIKE '%webhook%'`,
    );
    expect(mail).toEqual([
      { to_address: 'boss@example.com', subject: 'A webhook endpoint was turned off' },
    ]);

    // Resend, once it answers again and is turned back on: the same event, delivered.
    receiver.answer(200);
    await api().data(updateWebhookEndpoint, {
      params: { id: String(hook.id) },
      body: { enabled: true },
    });
    const resent = await api().data(resendWebhookDelivery, { params: { id: String(row.id) } });
    expect(resent.status).toBe('pending');
    await run();
    expect(receiver.received.at(-1)?.id).toBe(receiver.received[0].id);
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 11 });
  });

  it('sends a test event to the endpoint alone', async () => {
    const hook = await endpoint(['parcel.created']);
    const delivery = await api().data(sendWebhookTest, { params: { id: String(hook.id) } });
    expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await run();
    expect(receiver.received.map((r) => r.type)).toEqual(['webhook.test']);
    expect(receiver.verify(hook.secret, receiver.received[0])).toMatchObject({
      data: { endpoint_id: hook.id },
    });
  });

  it('refuses, at delivery too, an address that became an inside one', async () => {
    const hook = await endpoint(['parcel.created']);
    // Saved under another policy (or before its name moved): checked again at each try.
    await t.dataSource.query(`UPDATE webhook_endpoints SET url = 'https://169.254.169.254/latest'`);
    await createParcel(api(), {
      tracking_code: 'WB-HOOK-6',
      recipient_name: 'A',
      destination: 'B',
    });
    await run();
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(row.last_error).toMatch(/Refused address/);
  });

  it('lets only the owner and admins manage webhooks', async () => {
    const anonymous = await t.http().get(listWebhookEndpoints.path({}));
    expect(anonymous.status).toBe(401);
  });
});
