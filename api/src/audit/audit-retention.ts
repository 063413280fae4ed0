import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { AuditCheckpoints } from './audit-checkpoints.js';
import { lockChain } from './audit-writer.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.purge());
  }

  async purge(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockChain(manager);
      // Rows before the first one still within the retention: the oldest end of the chain.
      const [range] = (await manager.query(
        `WITH cut AS (
           SELECT COALESCE(
             (SELECT min(id) FROM audit_log WHERE at >= now() - make_interval(days => $1)),
             2147483647) AS keep_from)
         SELECT (SELECT count(*)::int FROM audit_log, cut WHERE id < keep_from) AS count,
                (SELECT hash FROM audit_log, cut WHERE id < keep_from ORDER BY id DESC LIMIT 1) AS last,
                (SELECT hash FROM audit_log ORDER BY id ASC LIMIT 1) AS first,
                (SELECT keep_from FROM cut) AS keep_from`,
        [this.config.auditRetentionDays],
      )) as { count: number; last: string | null; first: string | null; keep_from: number }[];
      if (range.count === 0 || !range.last || !range.first) return;
      await manager.query(`DELETE FROM audit_log WHERE id < $1`, [range.keep_from]);
      await this.checkpoints.purged(manager, {
        count: range.count,
        last: range.last,
        first: range.first,
      });
    });
  }
}
