import { Injectable } from '@nestjs/common';
import {
  ADDRESS_FIELDS,
  BULK_MAX,
  type ParcelListQuery,
  type ParcelStage,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { ActivityParcels, ParcelPosition } from '../activities/activity-parcels.js';
import { AuditWriter } from '../audit/audit-writer.js';
import { ApiError } from '../core/http/api-error.js';
import type { NotifiedParcel, NotifiedParcels } from '../notifications/notified-parcels.js';
import { ParcelEntity } from './parcel.entity.js';
import { statusKeyChange } from './parcel-stage.js';
import {
  existingParcelIds,
  lockedParcelById,
  manifestParcels,
  parcelByCode,
  parcelIdsMatching,
  parcelMadeByKey,
  parcelsByIds,
  unlockFactsByCode,
} from './parcels.repository.js';

/** Parcels chosen on the list: ticked one by one, or all that match its filter. */
export type Selection = { ids: number[] } | { filter: ParcelListQuery };
import type { StoredUnlockFacts } from './unlock-check.js';

/** A courier's proof of delivery as the tracking page shows it, by privacy tier. */
export interface TrackedProof {
  received_by: string;
  initials: string;
  photo: string | null;
  delivered_at: string;
}

/** What a courier's run needs of a parcel (couriers/runs.service.ts): one list, type and pick. */
const RUN_PARCEL_FIELDS = [
  'id',
  'tracking_code',
  'recipient_name',
  'recipient_email',
  'recipient_phone_number',
  'destination',
  'sender_name',
  'sender_phone_number',
  'pickup_location',
  'status',
  'current_stage',
  'handover_code_required',
  'parcel_content',
  'map_destination_latitude',
  'map_destination_longitude',
  // Both sides' full addresses.
  ...ADDRESS_FIELDS,
] as const satisfies readonly (keyof ParcelEntity)[];

/** A parcel as a courier's run needs it. */
export type RunParcel = Pick<ParcelEntity, (typeof RUN_PARCEL_FIELDS)[number]>;

function runParcel(row: ParcelEntity): RunParcel {
  return Object.fromEntries(RUN_PARCEL_FIELDS.map((field) => [field, row[field]])) as RunParcel;
}

/**
 * The owner of the `parcels` table: what other modules may do with a parcel, so none of them
 * imports its entity or writes SQL against the table. Exported by ParcelStoreModule, also as the
 * ports that activities (ActivityParcels) and notifications (NotifiedParcels) define.
 */
@Injectable()
export class ParcelStore implements ActivityParcels, NotifiedParcels {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditWriter,
  ) {}

  private parcels(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ParcelEntity);
  }

  /** The parcel with the code, in any letter case (spaces around the code are ignored), or null. */
  findByCode(code: string, manager?: EntityManager): Promise<ParcelEntity | null> {
    return parcelByCode(manager ?? this.dataSource.manager, code);
  }

  /**
   * The ids a selection names, lowest first (docs/product.md §4.17): a filter is resolved here, by
   * the list's own conditions; more than BULK_MAX is a 400 `bulk.too_many`, nothing at all a 400
   * `bulk.empty`, and ids that name no parcel a 404 `bulk.unknown_parcels` naming them (no guess
   * is half taken).
   */
  async selectionIds(
    selection: Selection,
    timeZone: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    if ('filter' in selection) {
      const ids = await parcelIdsMatching(manager, selection.filter, {
        upTo: BULK_MAX + 1,
        timeZone,
      });
      if (ids.length > BULK_MAX)
        throw ApiError.badRequest(problem('bulk.too_many', { max: BULK_MAX }));
      if (ids.length === 0) throw ApiError.badRequest(problem('bulk.empty'));
      return ids;
    }
    const asked = [...new Set(selection.ids)].sort((a, b) => a - b);
    const found = new Set(await existingParcelIds(manager, asked));
    const unknown = asked.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw ApiError.notFound(
        problem('bulk.unknown_parcels', {
          count: unknown.length,
          ids: unknown.slice(0, 20).join(', '),
        }),
      );
    }
    return asked;
  }

  /** How many parcels the filter matches, counted up to BULK_MAX + 1. */
  async countMatching(filter: ParcelListQuery, timeZone: string): Promise<number> {
    const ids = await parcelIdsMatching(this.dataSource.manager, filter, {
      upTo: BULK_MAX + 1,
      timeZone,
    });
    return ids.length;
  }

  /** The parcels with `ids` that are still there, lowest id first. */
  byIds(ids: number[]): Promise<ParcelEntity[]> {
    return parcelsByIds(this.dataSource.manager, ids);
  }

  /** A page of a day's manifest (parcels.repository.ts, manifestParcels). */
  manifestPage(options: Parameters<typeof manifestParcels>[1]): Promise<ParcelEntity[]> {
    return manifestParcels(this.dataSource.manager, options);
  }

  /** Whether the API key made the parcel with the code: a key reaches only its own (docs/api.md). */
  madeByKey(code: string, keyId: number): Promise<boolean> {
    return parcelMadeByKey(this.dataSource.manager, code, keyId);
  }

  async touch(manager: EntityManager, parcelId: number): Promise<void> {
    const result = await this.parcels(manager).update({ id: parcelId }, { updated_at: new Date() });
    if (!result.affected) throw ApiError.notFound(problem('parcel.id_unknown', { id: parcelId }));
  }

  async hold(manager: EntityManager, parcelId: number): Promise<void> {
    if (!(await lockedParcelById(manager, parcelId))) {
      throw ApiError.notFound(problem('parcel.id_unknown', { id: parcelId }));
    }
  }

  async moveBack(manager: EntityManager, parcelId: number, to: ParcelPosition): Promise<void> {
    const parcel = await this.parcels(manager).findOneByOrFail({ id: parcelId });
    const position: ParcelPosition = {
      status: to.status,
      stage: to.stage,
      current_location: to.current_location,
      map_current_latitude: to.map_current_latitude,
      map_current_longitude: to.map_current_longitude,
    };
    // save (not update): the audit trail records what the parcel was put back from.
    const parcels = this.parcels(manager);
    await parcels.save(parcels.merge(parcel, { ...position, ...statusKeyChange(position) }));
  }

  forNotice(manager: EntityManager, parcelId: number): Promise<NotifiedParcel | null> {
    return this.parcels(manager).findOne({
      where: { id: parcelId },
      select: {
        id: true,
        tracking_code: true,
        recipient_email: true,
        status: true,
        current_stage: true,
        notifications_off: true,
      },
    });
  }

  async stopNotifications(manager: EntityManager, parcelId: number): Promise<boolean> {
    const parcel = await this.parcels(manager).findOne({
      where: { id: parcelId },
      select: { id: true, notifications_off: true },
    });
    if (!parcel) return false;
    if (parcel.notifications_off) return true;
    await this.parcels(manager).update({ id: parcelId }, { notifications_off: true });
    // The column is never selected with the parcel, so the entity subscriber could not tell its
    // value before: the row is written here.
    await this.audit.record(manager, {
      entity: 'parcel',
      entityId: parcelId,
      action: 'update',
      changes: { notifications_off: { before: false, after: true } },
    });
    return true;
  }

  async codeOf(manager: EntityManager, parcelId: number): Promise<string> {
    const parcel = await this.parcels(manager).findOneByOrFail({ id: parcelId });
    return parcel.tracking_code;
  }

  /** The unlock facts stored with the parcel with the code (unlock-check.ts), or null. */
  async unlockFacts(code: string): Promise<({ id: number } & StoredUnlockFacts) | null> {
    const parcel = await unlockFactsByCode(this.dataSource.manager, code);
    return (
      parcel && {
        id: parcel.id,
        unlock_email: parcel.unlock_email,
        unlock_phone_last4: parcel.unlock_phone_last4,
      }
    );
  }

  /** What a visitor's rating needs of the parcel with the code: its stored stage, or null. */
  async ratingFacts(code: string): Promise<{ id: number; stage: ParcelStage | null } | null> {
    const parcel = await this.findByCode(code);
    return parcel ? { id: parcel.id, stage: parcel.current_stage } : null;
  }

  /**
   * What a courier's run shows of the parcels with these ids (a deleted parcel is left out): the
   * recipient, their address and phone, where it goes, its status and stage, whether it asks for
   * a handover code.
   */
  async forRuns(
    parcelIds: readonly number[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, RunParcel>> {
    if (parcelIds.length === 0) return new Map();
    const rows = await this.parcels(manager).find({ where: { id: In([...parcelIds]) } });
    return new Map(rows.map((row) => [row.id, runParcel(row)]));
  }

  /**
   * What the tracking page shows of a courier's proof of delivery (tracking.repository.ts), in
   * the delivery's transaction; the whole proof and its audit are the courier's (couriers/).
   */
  async showProof(manager: EntityManager, parcelId: number, proof: TrackedProof): Promise<void> {
    await this.parcels(manager).update(
      { id: parcelId },
      {
        proof_received_by: proof.received_by,
        proof_initials: proof.initials,
        proof_photo: proof.photo,
        proof_delivered_at: new Date(proof.delivered_at),
      },
    );
  }

  /** The tracking codes of the parcels with these ids (a deleted parcel is left out). */
  async codesOf(parcelIds: readonly number[]): Promise<Map<number, string>> {
    if (parcelIds.length === 0) return new Map();
    const rows = await this.parcels().find({
      where: { id: In([...parcelIds]) },
      select: { id: true, tracking_code: true },
    });
    return new Map(rows.map((row) => [row.id, row.tracking_code]));
  }
}
