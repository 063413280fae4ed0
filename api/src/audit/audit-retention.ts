import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { AuditCheckpoints } from './audit-checkpoints.js';
import { AuditRepository } from './audit.repository.js';

/**
 * Deletes audit rows older than AUDIT_RETENTION_DAYS in the hourly sweep: the only delete the
 * trail ever sees. It removes the oldest end of the chain only (the rows before the first one
 * still within the retention), and records in the same transaction what it removed (a signed
 * retention checkpoint), so the chain check tells this cut from anyone else's.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
    private readonly checkpoints: AuditCheckpoints,
    private readonly rows: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.purge());
  }

  async purge(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.rows.lockChain(manager);
      // Rows before the first one still within the retention: the oldest end of the chain.
      const range = await this.rows.purgeRange(manager, this.config.auditRetentionDays);
      if (range.count === 0 || !range.last || !range.first) return;
      await this.rows.deleteEntriesBefore(manager, range.keep_from);
      await this.checkpoints.purged(manager, {
        count: range.count,
        last: range.last,
        first: range.first,
      });
    });
  }
}
