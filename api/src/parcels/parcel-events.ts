import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { WebhookEvent } from '@waybill/shared';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { type RecordedEvent, WebhookEvents } from '../webhooks/webhook-events.js';
import { ParcelEntity } from './parcel.entity.js';
import { parcelsByIds } from './parcels.repository.js';

/** What a parcel event's `data.parcel` carries (docs/webhooks.md, "Payload"). */
export function parcelEventView(parcel: ParcelEntity, stage: string | null) {
  return {
    id: parcel.id,
    tracking_code: parcel.tracking_code,
    status: parcel.status,
    stage,
    current_location: parcel.current_location,
    destination: parcel.destination,
    recipient_name: parcel.recipient_name,
    recipient_city: parcel.recipient_city,
    recipient_country: parcel.recipient_country,
    min_expected_delivery_date: parcel.min_expected_delivery_date,
    max_expected_delivery_date: parcel.max_expected_delivery_date,
    created_at: toIso(parcel.created_at),
    updated_at: toIso(parcel.updated_at),
  };
}

const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The events of a parcel moved from `before` to `after` (stages as stored, compared as text). */
export function changeEvents(
  beforeStage: string | null,
  afterStage: string | null,
): WebhookEvent[] {
  const events: WebhookEvent[] = ['parcel.updated'];
  if (beforeStage === afterStage) return events;
  events.push('parcel.stage_changed');
  if (afterStage === 'delivered') events.push('parcel.delivered');
  if (afterStage === 'failed_attempt') events.push('parcel.delivery_failed');
  // The stage added with shops' cancel action: compared as text.
  if (afterStage === 'cancelled') events.push('parcel.cancelled');
  return events;
}

/** Whether the recipient's delivery preference differs (jsonb read back in any key order). */
export function preferenceChanged(before: unknown, after: unknown): boolean {
  const canonical = (value: unknown) =>
    value && typeof value === 'object'
      ? JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : JSON.stringify(value ?? null);
  return canonical(before) !== canonical(after);
}

/**
 * Every change of a parcel made with its entity (create, edit, an update, a history entry's
 * undo, the picture, delete: every path of ParcelsService and ParcelStore) records its webhook
 * events in the same transaction, from the entity subscriber's hooks, which TypeORM runs inside
 * the save's or remove's transaction (the caller's, or the one it opens). A change with no
 * endpoint taking it costs one small query (WebhookEvents.heldListeners, or anyListening).
 */
@Injectable()
export class ParcelEvents implements EntitySubscriberInterface<ParcelEntity>, OnModuleDestroy {
  /** Per transaction, the key of each parcel being removed (read before, used after). */
  private readonly removing = new WeakMap<QueryRunner, Map<number, number | null>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhookEvents,
  ) {
    dataSource.subscribers.push(this);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  listenTo() {
    return ParcelEntity;
  }

  async afterInsert({ entity, queryRunner }: InsertEvent<ParcelEntity>): Promise<void> {
    const manager = queryRunner.manager;
    const endpoints = await this.webhooks.heldListeners(manager, entity.id);
    if (endpoints.length === 0) return;
    const { stage, keyId } = await this.stored(manager, entity.id);
    await this.webhooks.record(
      manager,
      entity.id,
      entity.api_key_id ?? keyId,
      [{ type: 'parcel.created', data: { parcel: parcelEventView(entity, stage) } }],
      endpoints,
    );
  }

  async afterUpdate({ entity, databaseEntity, queryRunner }: UpdateEvent<ParcelEntity>) {
    // A query-builder update (touch, notifications_off) is not a change a receiver follows.
    if (!entity || !databaseEntity) return;
    const manager = queryRunner.manager;
    const after = { ...databaseEntity, ...entity } as ParcelEntity;
    const endpoints = await this.webhooks.heldListeners(manager, after.id);
    if (endpoints.length === 0) return;
    const { stage, keyId } = await this.stored(manager, after.id);
    const previous = {
      status: databaseEntity.status,
      stage: databaseEntity.current_stage,
      current_location: databaseEntity.current_location,
    };
    const data = { parcel: parcelEventView(after, stage), previous };
    const events: RecordedEvent[] = changeEvents(databaseEntity.current_stage, stage).map(
      (type) => ({ type, data }),
    );
    if (preferenceChanged(databaseEntity.delivery_preference, after.delivery_preference)) {
      events.push({
        type: 'parcel.preferences_changed',
        data: { ...data, preference: after.delivery_preference ?? null },
      });
    }
    await this.webhooks.record(manager, after.id, keyId, events, endpoints);
  }

  /** The key that made a parcel about to go, read while its row is still there (not loaded). */
  async beforeRemove({ databaseEntity, entity, entityId, queryRunner }: RemoveEvent<ParcelEntity>) {
    const id =
      (databaseEntity ?? entity)?.id ?? (typeof entityId === 'number' ? entityId : undefined);
    if (!id || !(await this.webhooks.anyListening(queryRunner.manager))) return;
    const { keyId } = await this.stored(queryRunner.manager, id);
    const removing = this.removing.get(queryRunner) ?? new Map<number, number | null>();
    removing.set(id, keyId);
    this.removing.set(queryRunner, removing);
  }

  async afterRemove({ databaseEntity, entity, entityId, queryRunner }: RemoveEvent<ParcelEntity>) {
    const before = databaseEntity ?? entity;
    const id = before?.id ?? (typeof entityId === 'number' ? entityId : undefined);
    if (!before || !id) return;
    if (!(await this.webhooks.anyListening(queryRunner.manager))) return;
    const keyId = this.removing.get(queryRunner)?.get(id) ?? null;
    this.removing.get(queryRunner)?.delete(id);
    await this.webhooks.record(queryRunner.manager, id, keyId, [
      {
        type: 'parcel.deleted',
        data: { parcel: parcelEventView({ ...before, id } as ParcelEntity, before.current_stage) },
      },
    ]);
  }

  /**
   * parcel.created for parcels an import wrote in one statement (no entity save to hear), in the
   * import's transaction, as afterInsert records them one by one.
   */
  async recordCreated(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length === 0 || !(await this.webhooks.anyListening(manager))) return;
    for (const parcel of await parcelsByIds(manager, ids)) {
      await this.webhooks.record(manager, parcel.id, parcel.api_key_id ?? null, [
        {
          type: 'parcel.created',
          data: { parcel: parcelEventView(parcel, parcel.current_stage) },
        },
      ]);
    }
  }

  /**
   * The stage the database wrote (a trigger of the stage and status key), and the API key that
   * made the parcel (never loaded with it: its endpoints alone hear of the parcel).
   */
  private async stored(
    manager: EntityManager,
    id: number,
  ): Promise<{ stage: string | null; keyId: number | null }> {
    const row = await manager
      .getRepository(ParcelEntity)
      .findOne({ where: { id }, select: { id: true, current_stage: true, api_key_id: true } });
    return { stage: row?.current_stage ?? null, keyId: row?.api_key_id ?? null };
  }
}
