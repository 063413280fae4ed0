import {
  Global,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withRequestContext } from '../core/http/request-context.js';
import { AuditController } from './audit.controller.js';
import { AuditCheckpoints } from './audit-checkpoints.js';
import { AuditKey } from './audit-key.js';
import { AuditReader } from './audit-reader.js';
import { AuditSeals } from './audit-seals.js';
import { AuditRetention } from './audit-retention.js';
import { AuditSubscriber } from './audit-subscriber.js';
import { AuditVerifier } from './audit-verifier.js';
import { AuditWriter } from './audit-writer.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The audit trail. Global so any module can inject AuditWriter and call `record(manager, {...})`
 * for what the entity subscriber does not see (SQL and bulk writes, sign-ins, staff, roles, 2FA),
 * and AuditSeals to forget what the trail sealed of a person (privacy).
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [
    AuditRepository,
    AuditKey,
    AuditSeals,
    AuditWriter,
    AuditReader,
    AuditVerifier,
    AuditCheckpoints,
    AuditRetention,
  ],
  exports: [AuditWriter, AuditSeals],
})
export class AuditModule implements NestModule, OnModuleInit, OnModuleDestroy {
  private readonly subscriber: AuditSubscriber;

  constructor(
    private readonly dataSource: DataSource,
    writer: AuditWriter,
  ) {
    this.subscriber = new AuditSubscriber((queryRunner, entry) =>
      writer.record(queryRunner.manager, entry),
    );
  }

  /** Every request runs in its context, so the subscriber knows who changed what from where. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(withRequestContext).forRoutes('{*splat}');
  }

  onModuleInit(): void {
    this.dataSource.subscribers.push(this.subscriber);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this.subscriber);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }
}
