import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditEntry,
  type AuditFilter,
  type AuditListQuery,
  type Paged,
  listAudit,
} from '@waybill/shared';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

export const AUDIT_PAGE_SIZE = 50;
/** Rows read at a time by the CSV export, so it never holds the table. */
const BATCH = 500;

/** Reads the audit trail: the list and the CSV export's rows (the chain check: AuditVerifier). */
@Injectable()
export class AuditReader {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Newest first. One row more than a page tells whether a next page exists (as the parcel
   * list does), so no page counts the whole trail: `last_page` is the last page known so far.
   */
  async list(query: AuditListQuery): Promise<Paged<AuditEntry>> {
    const { page, ...filter } = query;
    const rows = await this.filtered(filter)
      .orderBy('entry.id', 'DESC')
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .limit(AUDIT_PAGE_SIZE + 1)
      .getMany();
    const hasNext = rows.length > AUDIT_PAGE_SIZE;
    return {
      data: rows.slice(0, AUDIT_PAGE_SIZE).map(entryView),
      current_page: page,
      last_page: hasNext ? page + 1 : page,
      next_page_url: hasNext ? listAudit.path({}, { ...filter, page: page + 1 }) : null,
    };
  }

  /** The rows the filters select, newest first, a batch at a time (keyset on the id). */
  async *rows(filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
    let before: number | null = null;
    for (;;) {
      const builder = this.filtered(filter).orderBy('entry.id', 'DESC').limit(BATCH);
      if (before !== null) builder.andWhere('entry.id < :before', { before });
      const rows = await builder.getMany();
      if (rows.length === 0) return;
      yield rows.map(entryView);
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1].id;
    }
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEntryEntity> {
    const builder = this.dataSource.getRepository(AuditEntryEntity).createQueryBuilder('entry');
    if (filter.account_id) {
      builder.andWhere('entry.account_id = :accountId', { accountId: filter.account_id });
    }
    if (filter.email)
      builder.andWhere('lower(entry.account_email) = :email', { email: filter.email });
    if (filter.entity) builder.andWhere('entry.entity = :entity', { entity: filter.entity });
    if (filter.entity_id) {
      builder.andWhere('entry.entity_id = :entityId', { entityId: filter.entity_id });
    }
    if (filter.action) builder.andWhere('entry.action = :action', { action: filter.action });
    // Whole days in the company's time zone, both ends kept.
    if (filter.from) {
      builder.andWhere(`entry.at >= (CAST(:from AS date)::timestamp AT TIME ZONE :timeZone)`, {
        from: filter.from,
        timeZone: this.config.timeZone,
      });
    }
    if (filter.to) {
      builder.andWhere(`entry.at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :timeZone)`, {
        to: filter.to,
        timeZone: this.config.timeZone,
      });
    }
    return builder;
  }
}

/** A row as the trail's list shows it (and as its chain hashes it, with the two hashes). */
export function entryView(row: AuditEntryEntity): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    account_id: row.account_id,
    account_email: row.account_email,
    account_role: row.account_role,
    ip: row.ip,
    user_agent: row.user_agent,
    request_id: row.request_id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes,
  };
}
