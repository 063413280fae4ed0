import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';

/**
 * Deletes audit rows older than AUDIT_RETENTION_DAYS in the hourly sweep: the only delete the
 * trail ever sees. The oldest kept row's link is then trusted by the chain check (AuditReader).
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.purge());
  }

  async purge(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)`,
      [this.config.auditRetentionDays],
    );
  }
}
