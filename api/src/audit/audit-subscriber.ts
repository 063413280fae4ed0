import type { AuditEntity } from '@waybill/shared';
import type {
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RemoveEvent,
  UpdateEvent,
} from 'typeorm';
import { currentOrigin } from '../core/http/request-context.js';
import { fieldChanges } from './audit-changes.js';
import { heldRows } from './audit-group.js';
import type { AuditRecord } from './audit-writer.js';

/**
 * The tables whose changes are audited, by table name, and what each row is called. `derived`
 * columns are computed from others the row shows (a lookup key): they are left out.
 */
export const AUDITED_TABLES: Readonly<
  Record<string, { entity: AuditEntity; hidden?: readonly string[]; derived?: readonly string[] }>
> = {
  parcels: {
    entity: 'parcel',
    derived: ['status_key', 'current_stage', 'unlock_email', 'unlock_phone_last4', 'search_text'],
  },
  activities: { entity: 'activity' },
  pages: { entity: 'page' },
  reviews: { entity: 'review' },
  settings: { entity: 'settings', derived: ['status_stage_index'] },
  invoices: { entity: 'invoice' },
  // A message's body carries PINs and signed links: the row keeps who it went to and its subject.
  outbox_messages: { entity: 'mail', hidden: ['text', 'html', 'list_unsubscribe'] },
  // The panel's mail server: that its password changed, never the password, even sealed.
  mail_servers: { entity: 'settings', hidden: ['password_sealed'] },
  // A visitor's words stay in the inbox; the row keeps who wrote and about what.
  contact_messages: { entity: 'message', hidden: ['body'] },
  admins: { entity: 'account' },
  parcel_subscribers: { entity: 'subscription' },
};

type Write = (queryRunner: QueryRunner, entry: AuditRecord) => Promise<void>;

/**
 * The central hook: every insert, update and remove of an audited table made with an entity
 * (repository save/remove, in the transaction TypeORM opens for them or the caller's) writes its
 * row through `write` on the same query runner, so both commit or roll back together. Changes
 * made outside a request (housekeeping, mail delivery) are not the staff's and are not recorded.
 * Bulk and SQL writes do not pass here: their services call AuditWriter.record themselves.
 */
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(private readonly write: Write) {}

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    await this.capture(event.queryRunner, event.metadata, 'create', null, event.entity);
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    // A query-builder update carries no loaded row to compare with: its service records it.
    if (!event.databaseEntity || !event.entity) return;
    await this.capture(
      event.queryRunner,
      event.metadata,
      'update',
      event.databaseEntity,
      event.entity as ObjectLiteral,
    );
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const before = event.databaseEntity ?? event.entity;
    if (!before) return;
    await this.capture(event.queryRunner, event.metadata, 'delete', before, null, event.entityId);
  }

  private async capture(
    queryRunner: QueryRunner,
    metadata: EntityMetadata,
    action: 'create' | 'update' | 'delete',
    before: ObjectLiteral | null,
    after: ObjectLiteral | null,
    removedId?: unknown,
  ): Promise<void> {
    const audited = AUDITED_TABLES[metadata.tableName];
    if (!audited || !currentOrigin()) return;
    const columns = metadata.columns.filter(
      (column) =>
        !column.isCreateDate &&
        !column.isUpdateDate &&
        !column.isVersion &&
        !audited.derived?.includes(column.databaseName),
    );
    const byName = (row: ObjectLiteral | null) =>
      row &&
      Object.fromEntries(
        columns.map((column) => [column.databaseName, column.getEntityValue(row)]),
      );
    const changes = fieldChanges(
      columns.map((column) => column.databaseName),
      byName(before),
      byName(after),
      audited.hidden,
    );
    if (action === 'update' && Object.keys(changes).length === 0) return;
    const id = metadata.getEntityIdMixedMap(after ?? before ?? {}) ?? removedId;
    const row = {
      entity: audited.entity,
      entityId: typeof id === 'object' ? null : (id as string | number | null),
      action,
      changes,
    };
    const held = heldRows();
    if (held) held.push(row);
    else await this.write(queryRunner, row);
  }
}
