import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../core/jobs/jobs.service.js';
import {
  type ListeningEndpoint,
  type NewDelivery,
  WebhooksRepository,
} from './webhooks.repository.js';

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
 * per event and endpoint and, for the first of a parcel's chain, its `webhook.deliver` job. A
 * parcel's edit pays four statements for its endpoints (heldListeners, its stored stage and key,
 * the deliveries, their jobs), and one when it has none.
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
   * The enabled endpoints that may take the events of a parcel changed (created or edited) in
   * `manager`'s transaction, their chains of it held (WebhooksRepository.heldListeners): the one
   * statement such a change pays when there are none.
   */
  heldListeners(manager: EntityManager, parcelId: number): Promise<ListeningEndpoint[]> {
    return this.repository.heldListeners(manager, parcelId, WEBHOOK_EVENTS);
  }

  /**
   * `parcelKeyId`: the API key that made the parcel (null: staff made it). Staff's endpoints are
   * told of every parcel; a key's endpoints only of that key's parcels. `held`: the enabled
   * endpoints with their chains of the parcel already held (heldListeners); read and held here
   * otherwise.
   */
  async record(
    manager: EntityManager,
    parcelId: number,
    parcelKeyId: number | null,
    events: readonly RecordedEvent[],
    held?: readonly ListeningEndpoint[],
  ) {
    if (events.length === 0) return;
    const types = events.map((event) => event.type);
    let endpoints: ReadonlyArray<{ id: number; events: readonly WebhookEvent[] }>;
    if (held) {
      endpoints = held.filter(
        (endpoint) =>
          endpoint.events.some((type) => types.includes(type)) &&
          (endpoint.apiKeyId === null || endpoint.apiKeyId === parcelKeyId),
      );
    } else {
      endpoints = await this.repository.subscribed(manager, types, parcelKeyId);
      // Every chain of the parcel held, in endpoint order, in one statement.
      await this.repository.lockChains(
        manager,
        endpoints.map((endpoint) => endpoint.id),
        parcelId,
      );
    }
    if (endpoints.length === 0) return;
    const at = new Date();
    const bodies = events.map((event) => ({
      type: event.type,
      id: newEventId(),
      payload: eventBody(event.type, event.data, at),
    }));
    const rows: NewDelivery[] = [];
    for (const endpoint of endpoints) {
      for (const body of bodies) {
        if (!endpoint.events.includes(body.type)) continue;
        rows.push({
          endpointId: endpoint.id,
          eventId: body.id,
          eventType: body.type,
          parcelId,
          payload: body.payload,
        });
      }
    }
    // Each chain's first pending unless it has one under way; the rest wait their turn.
    const inserted = await this.repository.appendToChains(manager, rows);
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
