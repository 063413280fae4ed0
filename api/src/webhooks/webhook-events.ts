import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../core/jobs/jobs.service.js';
import { type NewDelivery, WebhooksRepository } from './webhooks.repository.js';

/** The version of the event body's shape (docs/webhooks.md, "Payload"). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** One event of a change, with what its body carries under `data`. */
export interface RecordedEvent {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/** The job key of a delivery: one unfinished job per delivery, across instances. */
export const deliveryJobKey = (deliveryId: number) => `webhook:${deliveryId}`;

/** A new event id, the `webhook-id` header (the same on every try and resend). */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** An event's JSON body: Standard Webhooks' type, timestamp and data, with our version. */
export function eventBody(type: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({
    type,
    timestamp: at.toISOString(),
    version: WEBHOOK_PAYLOAD_VERSION,
    data,
  });
}

/**
 * Records a parcel's events for the endpoints that take them, in the caller's transaction (the
 * parcel's change), so an event is delivered exactly when its change commits: one delivery row
 * per event and endpoint and, for the first of a parcel's chain, its `webhook.deliver` job.
 * In order per parcel: a delivery whose endpoint still has an earlier one of the same parcel
 * under way waits (`waiting`) until that one is delivered or has failed for good.
 */
@Injectable()
export class WebhookEvents {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly jobs: Jobs,
  ) {}

  /**
   * Whether any enabled endpoint takes parcel events: the one query a parcel's change pays when
   * none does (the subscriber asks before it reads anything else).
   */
  async anyListening(manager: EntityManager): Promise<boolean> {
    return (await this.repository.subscribed(manager, WEBHOOK_EVENTS, null, true)).length > 0;
  }

  /**
   * `parcelKeyId`: the API key that made the parcel (null: staff made it). Staff's endpoints are
   * told of every parcel; a key's endpoints only of that key's parcels.
   */
  async record(
    manager: EntityManager,
    parcelId: number,
    parcelKeyId: number | null,
    events: readonly RecordedEvent[],
  ) {
    if (events.length === 0) return;
    const endpoints = await this.repository.subscribed(
      manager,
      events.map((event) => event.type),
      parcelKeyId,
    );
    if (endpoints.length === 0) return;
    const at = new Date();
    const bodies = events.map((event) => ({
      type: event.type,
      id: newEventId(),
      payload: eventBody(event.type, event.data, at),
    }));
    const rows: NewDelivery[] = [];
    // Every chain of the parcel held (in endpoint order) and read in one statement each, not two
    // per endpoint: what a parcel's change pays for its endpoints.
    const ids = endpoints.map((endpoint) => endpoint.id);
    await this.repository.lockChains(manager, ids, parcelId);
    const busyChains = await this.repository.busyChains(manager, ids, parcelId);
    for (const endpoint of endpoints) {
      let busy = busyChains.has(endpoint.id);
      for (const body of bodies) {
        if (!endpoint.events.includes(body.type)) continue;
        rows.push({
          endpointId: endpoint.id,
          eventId: body.id,
          eventType: body.type,
          parcelId,
          payload: body.payload,
          status: busy ? 'waiting' : 'pending',
        });
        busy = true;
      }
    }
    const inserted = await this.repository.insertDeliveries(manager, rows);
    await this.jobs.enqueueMany(
      manager,
      'webhook.deliver',
      inserted
        .filter(({ status }) => status === 'pending')
        .map(({ id }) => ({ payload: { deliveryId: id }, key: deliveryJobKey(id) })),
    );
  }

  /** The delivery's job, due now (an earlier waiting one is brought forward). */
  enqueue(manager: EntityManager, deliveryId: number): Promise<void> {
    return this.jobs.enqueue(
      manager,
      'webhook.deliver',
      { deliveryId },
      { key: deliveryJobKey(deliveryId) },
    );
  }
}
