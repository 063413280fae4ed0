import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Activity, ActivityCreatePayload, ActivityPatchPayload, Paged } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ActivityParcels, type ParcelPosition } from './activity-parcels.js';
import { ActivityClock } from './activity-view.js';
import { ActivityEntity } from './activity.entity.js';

export const HISTORY_PAGE_SIZE = 10;

/** A parcel's tracking history: newest first, in pages. */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ActivityClock,
    private readonly notifications: NotificationsService,
    private readonly parcels: ActivityParcels,
  ) {}

  async history(
    parcelId: number,
    page: number,
    linkTo: (page: number) => string,
  ): Promise<Paged<Activity>> {
    const [rows, total] = await this.dataSource.getRepository(ActivityEntity).findAndCount({
      where: { parcel_id: parcelId },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * HISTORY_PAGE_SIZE,
      take: HISTORY_PAGE_SIZE,
    });
    return toPage(
      rows.map((row) => this.clock.view(row)),
      total,
      page,
      HISTORY_PAGE_SIZE,
      linkTo,
    );
  }

  async find(id: number): Promise<Activity> {
    return this.clock.view(await this.entity(this.dataSource.manager, id));
  }

  /** Adds the entry and, in the same transaction, queues the e-mails that announce it. */
  async create(payload: ActivityCreatePayload): Promise<Activity> {
    return this.dataSource.transaction(
      async (manager) => (await this.add(manager, payload)).activity,
    );
  }

  /**
   * Adds the entry in the caller's transaction and queues the e-mails that announce it (when
   * `notify`); `at` dates it, now by default. `parcelBefore`: where the update that wrote it
   * found the parcel, kept to put it back. `notified`: how many e-mails were queued.
   */
  async add(
    manager: EntityManager,
    { notify, ...fields }: ActivityCreatePayload,
    at?: Date,
    parcelBefore?: ParcelPosition,
  ): Promise<{ activity: Activity; notified: number }> {
    await this.parcels.touch(manager, fields.parcel_id);
    const repository = manager.getRepository(ActivityEntity);
    const entry = repository.create({ ...fields, parcel_before: parcelBefore ?? null });
    if (at) entry.created_at = at;
    const activity = this.clock.view(await repository.save(entry));
    const notified = await this.notifications.activityAdded(manager, activity, notify);
    return { activity, notified };
  }

  /** When the parcel's newest entry is dated (in the caller's transaction); null: it has none. */
  async newestAt(manager: EntityManager, parcelId: number): Promise<Date | null> {
    const newest = await manager.getRepository(ActivityEntity).findOne({
      where: { parcel_id: parcelId },
      order: { created_at: 'DESC', id: 'DESC' },
      select: { id: true, created_at: true },
    });
    return newest?.created_at ?? null;
  }

  /**
   * Changes the fields that were sent; the parcels it leaves and joins count as updated. With
   * `restore_parcel`, the newest entry of an update also puts its parcel back (putBack).
   */
  async update({ id, restore_parcel, ...changes }: ActivityPatchPayload): Promise<Activity> {
    return this.dataSource.transaction(async (manager) => {
      const activity = await this.entity(manager, id);
      if (restore_parcel) await this.putBack(manager, activity);
      await this.parcels.touch(manager, activity.parcel_id);
      if (changes.parcel_id && changes.parcel_id !== activity.parcel_id) {
        await this.parcels.touch(manager, changes.parcel_id);
      }
      const repository = manager.getRepository(ActivityEntity);
      const saved = await repository.save(
        repository.merge(activity, changes as Partial<ActivityEntity>),
      );
      return this.clock.view(saved);
    });
  }

  /** Deletes the entry; with `restoreParcel`, putting its parcel back as well (putBack). */
  async remove(id: number, restoreParcel = false): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.entity(manager, id);
      if (restoreParcel) await this.putBack(manager, activity);
      // remove (not delete): the audit trail records the entry as it was (audit-subscriber.ts).
      await manager.getRepository(ActivityEntity).remove(activity);
      await this.parcels.touch(manager, activity.parcel_id);
    });
  }

  /**
   * Puts the entry's parcel back where the update that wrote the entry found it (docs/product.md
   * §4.5a), under the parcel's lock so no update slips in between. Only the newest entry, and
   * only one that moved the parcel (409 otherwise); the entry then no longer offers it.
   */
  private async putBack(manager: EntityManager, activity: ActivityEntity): Promise<void> {
    await this.parcels.hold(manager, activity.parcel_id);
    const newest = await manager.getRepository(ActivityEntity).findOne({
      where: { parcel_id: activity.parcel_id },
      order: { created_at: 'DESC', id: 'DESC' },
      select: { id: true },
    });
    if (newest?.id !== activity.id) throw ApiError.conflict(problem('activity.not_newest'));
    if (!activity.parcel_before) throw ApiError.conflict(problem('activity.nothing_to_restore'));
    await this.parcels.moveBack(manager, activity.parcel_id, activity.parcel_before);
    activity.parcel_before = null;
  }

  private async entity(manager: EntityManager, id: number): Promise<ActivityEntity> {
    const activity = await manager.getRepository(ActivityEntity).findOneBy({ id });
    if (!activity) throw ApiError.notFound(problem('activity.not_found'));
    return activity;
  }
}
