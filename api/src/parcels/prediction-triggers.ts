import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type InsertEvent,
  type UpdateEvent,
} from 'typeorm';
import { Jobs } from '../core/jobs/jobs.service.js';
import { ParcelEntity } from './parcel.entity.js';

/** What a prediction rests on: a change to one of these predicts the parcel again. */
const PREDICTED_FROM = [
  'stage',
  'status',
  'max_expected_delivery_date',
  'shipped_via',
  'sender_country',
  'sender_region',
  'recipient_country',
  'recipient_region',
] as const satisfies readonly (keyof ParcelEntity)[];

/**
 * A parcel saved with its entity (every path of ParcelsService and ParcelStore) whose prediction
 * may have moved gets its `predictions.parcel` job in the same transaction; a job still waiting
 * for it is reused (its key), so a burst of updates predicts it once.
 */
@Injectable()
export class PredictionTriggers
  implements EntitySubscriberInterface<ParcelEntity>, OnModuleDestroy
{
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
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
    await this.predictAgain(queryRunner.manager, entity.id);
  }

  async afterUpdate({ entity, databaseEntity, queryRunner }: UpdateEvent<ParcelEntity>) {
    if (!entity || !databaseEntity) return;
    const after = { ...databaseEntity, ...entity } as ParcelEntity;
    if (PREDICTED_FROM.every((field) => after[field] === databaseEntity[field])) return;
    await this.predictAgain(queryRunner.manager, after.id);
  }

  private async predictAgain(
    manager: InsertEvent<ParcelEntity>['queryRunner']['manager'],
    parcelId: number,
  ): Promise<void> {
    await this.jobs.enqueue(
      manager,
      'predictions.parcel',
      { parcelId },
      { key: `predict:${parcelId}` },
    );
  }
}
