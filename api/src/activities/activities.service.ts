import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Activity, ActivityCreatePayload, ActivityPatchPayload, Paged } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ActivityParcels } from './activity-parcels.js';
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
    return this.dataSource.transaction(async (manager) => {
      await this.parcels.touch(manager, payload.parcel_id);
      const { notify, ...fields } = payload;
      const repository = manager.getRepository(ActivityEntity);
      const activity = this.clock.view(await repository.save(repository.create(fields)));
      await this.notifications.activityAdded(manager, activity, notify);
      return activity;
    });
  }

  /** Changes the fields that were sent; the parcels it leaves and joins count as updated. */
  async update({ id, ...changes }: ActivityPatchPayload): Promise<Activity> {
    return this.dataSource.transaction(async (manager) => {
      const activity = await this.entity(manager, id);
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

  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const activity = await this.entity(manager, id);
      // remove (not delete): the audit trail records the entry as it was (audit-subscriber.ts).
      await manager.getRepository(ActivityEntity).remove(activity);
      await this.parcels.touch(manager, activity.parcel_id);
    });
  }

  private async entity(manager: EntityManager, id: number): Promise<ActivityEntity> {
    const activity = await manager.getRepository(ActivityEntity).findOneBy({ id });
    if (!activity) throw ApiError.notFound(problem('activity.not_found'));
    return activity;
  }
}
