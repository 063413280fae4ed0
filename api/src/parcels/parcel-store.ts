import { Injectable } from '@nestjs/common';
import { type ParcelStage, problem } from '@waybill/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { ActivityParcels } from '../activities/activity-parcels.js';
import { AuditWriter } from '../audit/audit-writer.js';
import { ApiError } from '../core/http/api-error.js';
import type { NotifiedParcel, NotifiedParcels } from '../notifications/notified-parcels.js';
import { ParcelEntity } from './parcel.entity.js';

/**
 * SQL condition: the parcel `alias` has the tracking code `codeSql`, in any letter case (the
 * btree parcels_code_prefix serves it). Callers trim the code first.
 */
export const codeMatchesSql = (alias: string, codeSql: string) =>
  `upper(${alias}.tracking_code) = upper(${codeSql})`;

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
    return this.parcels(manager)
      .createQueryBuilder('parcel')
      .where(codeMatchesSql('parcel', ':code'), { code: code.trim() })
      .getOne();
  }

  async touch(manager: EntityManager, parcelId: number): Promise<void> {
    const result = await this.parcels(manager).update({ id: parcelId }, { updated_at: new Date() });
    if (!result.affected) throw ApiError.notFound(problem('parcel.id_unknown', { id: parcelId }));
  }

  forNotice(manager: EntityManager, parcelId: number): Promise<NotifiedParcel | null> {
    return this.parcels(manager).findOne({
      where: { id: parcelId },
      select: {
        id: true,
        tracking_code: true,
        recipient_email: true,
        status: true,
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

  /** What a visitor's rating needs of the parcel with the code, or null. */
  async ratingFacts(
    code: string,
  ): Promise<{ id: number; stage: ParcelStage | null; status: string | null } | null> {
    const parcel = await this.findByCode(code);
    return parcel ? { id: parcel.id, stage: parcel.stage, status: parcel.status } : null;
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
