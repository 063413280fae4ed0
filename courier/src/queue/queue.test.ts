import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../test/fake-server';
import { freshDatabase } from '../test/reset-db';
import { toPayload } from './server';
import {
  backoffDelay,
  dismissRefused,
  enqueue,
  queuedActions,
  sendQueue,
  syncState,
} from './queue';

// jsdom's Blob cannot be stored by Node's structured clone (fake-indexeddb's); the phone's can.
const picture = (text: string) => new NodeBlob([text], { type: 'image/png' }) as unknown as Blob;

beforeEach(freshDatabase);

describe('the queue of actions on the phone', () => {
  it('keeps each action with a new UUID, the time and position, in the order done', async () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const first = await enqueue(
      { parcel: 'WB1', kind: 'picked_up' },
      { at, position: { latitude: 38.7, longitude: -9.1, accuracy: 12 } },
    );
    const second = await enqueue({ parcel: 'WB1', kind: 'at_hub' });
    const kept = await queuedActions();
    expect(kept.map((action) => action.kind)).toEqual(['picked_up', 'at_hub']);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
    expect(kept[0]).toMatchObject({ at: at.toISOString(), state: 'waiting' });
    expect(kept[0].position).toEqual({ latitude: 38.7, longitude: -9.1, accuracy: 12 });
    expect(kept[1].seq).toBeGreaterThan(kept[0].seq!);
  });

  it('sends in order and forgets what the server applied', async () => {
    const server = new FakeServer();
    for (const kind of ['picked_up', 'at_hub', 'out_for_delivery'] as const) {
      await enqueue({ parcel: 'WB1', kind });
    }
    const report = await sendQueue(server);
    expect(report).toMatchObject({ applied: 3, waiting: 0, failed: false });
    expect(server.applied.map((action) => action.kind)).toEqual([
      'picked_up',
      'at_hub',
      'out_for_delivery',
    ]);
    expect(await queuedActions()).toEqual([]);
  });

  it('loses nothing when the network drops after the server applied a batch, and applies it once', async () => {
    const server = new FakeServer();
    await enqueue({ parcel: 'WB1', kind: 'picked_up' });
    await enqueue({ parcel: 'WB1', kind: 'out_for_delivery' });
    server.failNext = { times: 1, afterApplying: true };
    const lost = await sendQueue(server);
    expect(lost).toMatchObject({ failed: true, waiting: 2 });
    expect((await queuedActions()).every((action) => action.tries === 1)).toBe(true);
    // The backoff holds an automatic try back; the network coming back forces one.
    expect(await sendQueue(server)).toMatchObject({ failed: true, waiting: 2 });
    const again = await sendQueue(server, { force: true });
    expect(again).toMatchObject({ applied: 2, waiting: 0 });
    expect(server.applied).toHaveLength(2);
    expect(await queuedActions()).toEqual([]);
    expect((await syncState()).failures).toBe(0);
  });

  it('uploads a delivery’s photo and signature once, even when the send after them fails', async () => {
    const server = new FakeServer();
    await enqueue({
      parcel: 'WB1',
      kind: 'delivered',
      received_by: 'J. Silva',
      handover_code: '123456',
      photo: picture('photo'),
      signature: picture('signature'),
    });
    server.failNext = { times: 1, afterApplying: false };
    await sendQueue(server);
    expect(server.uploads.map((upload) => upload.kind)).toEqual(['photo', 'signature']);
    const [waiting] = await queuedActions();
    expect(waiting).toMatchObject({ photo_upload: 'photo-1', signature_upload: 'signature-2' });
    await sendQueue(server, { force: true });
    expect(server.uploads).toHaveLength(2);
    expect(toPayload(server.applied[0])).toMatchObject({
      action: 'delivered',
      received_by: 'J. Silva',
      handover_code: '123456',
      photo_upload_id: 'photo-1',
      signature_upload_id: 'signature-2',
    });
  });

  it('keeps what the server refused, with why, and sends the rest', async () => {
    const server = new FakeServer();
    const cancelled = await enqueue({ parcel: 'WB2', kind: 'out_for_delivery' });
    await enqueue({ parcel: 'WB1', kind: 'picked_up' });
    server.refuse.set(cancelled.id, 'courier.parcel_over');
    expect(await sendQueue(server)).toMatchObject({ applied: 1, refused: 1, waiting: 0 });
    const [refused] = await queuedActions();
    expect(refused).toMatchObject({ state: 'refused', problem: { code: 'courier.parcel_over' } });
    // Never sent again; the courier removes it once read.
    await sendQueue(server, { force: true });
    expect(server.calls).toBe(1);
    await dismissRefused(refused.seq!);
    expect(await queuedActions()).toEqual([]);
  });

  it('sends a batch refused as a whole action by action, so that only the bad one is refused', async () => {
    const server = new FakeServer();
    await enqueue({ parcel: 'WB1', kind: 'picked_up' });
    const bad = await enqueue({ parcel: 'WB1', kind: 'at_hub' });
    await enqueue({ parcel: 'WB1', kind: 'out_for_delivery' });
    server.invalid.add(bad.id);
    const report = await sendQueue(server);
    expect(report).toMatchObject({ applied: 2, refused: 1, waiting: 0 });
    expect(server.applied.map((action) => action.kind)).toEqual(['picked_up', 'out_for_delivery']);
    expect((await queuedActions())[0]).toMatchObject({ id: bad.id, state: 'refused' });
  });

  it('sends a long queue in batches, oldest first', async () => {
    const server = new FakeServer();
    for (let i = 0; i < 7; i += 1) await enqueue({ parcel: `WB${i}`, kind: 'picked_up' });
    await sendQueue(server, { batchSize: 3 });
    expect(server.calls).toBe(3);
    expect(server.applied.map((action) => action.parcel)).toEqual(
      Array.from({ length: 7 }, (_, i) => `WB${i}`),
    );
  });

  it('waits for the courier to sign in again when the session ended', async () => {
    const server = new FakeServer();
    server.status = 'signed_out';
    await enqueue({ parcel: 'WB1', kind: 'picked_up' });
    expect(await sendQueue(server)).toMatchObject({ signedOut: true, waiting: 1 });
    expect((await syncState()).signed_out).toBe(true);
    server.status = 'ok';
    expect(await sendQueue(server, { force: true })).toMatchObject({ applied: 1 });
    expect((await syncState()).signed_out).toBe(false);
  });

  it('runs one sender at a time: two at once send each action once', async () => {
    const server = new FakeServer();
    for (let i = 0; i < 4; i += 1) await enqueue({ parcel: `WB${i}`, kind: 'picked_up' });
    await Promise.all([sendQueue(server), sendQueue(server)]);
    expect(server.applied).toHaveLength(4);
    expect(server.calls).toBe(1);
  });

  it('backs off doubling up to five minutes', () => {
    const top = () => 1;
    expect(backoffDelay(1, top)).toBe(2_000);
    expect(backoffDelay(2, top)).toBe(4_000);
    expect(backoffDelay(20, top)).toBe(300_000);
    expect(backoffDelay(3, () => 0)).toBe(4_000);
  });
});

describe('an action as the sync endpoint takes it', () => {
  it('carries only its kind’s fields', async () => {
    const failed = await enqueue({
      parcel: 'WB1',
      kind: 'delivery_failed',
      reason: 'nobody_home',
      next_attempt: '2026-11-30',
      received_by: 'never sent',
    });
    expect(toPayload(failed)).toEqual({
      id: failed.id,
      code: 'WB1',
      action: 'delivery_failed',
      done_at: failed.at,
      sequence: failed.seq,
      failure_reason: 'nobody_home',
      next_attempt_on: '2026-11-30',
    });
  });
});
