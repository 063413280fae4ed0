import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditEntry,
  type AuditFilter,
  type AuditListEntry,
  type AuditListQuery,
  type Paged,
  listAudit,
} from '@waybill/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { withNames } from './audit-names.js';
import type { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditSeals } from './audit-seals.js';
import { AuditRepository } from './audit.repository.js';

export const AUDIT_PAGE_SIZE = 50;
/** Rows read at a time by the CSV export, so it never holds the table. */
const BATCH = 500;

/** Reads the audit trail: the list and the CSV export's rows (the chain check: AuditVerifier). */
@Injectable()
export class AuditReader {
  constructor(
    private readonly repository: AuditRepository,
    private readonly dataSource: DataSource,
    private readonly parcels: ParcelStore,
    private readonly seals: AuditSeals,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Newest first. One row more than a page tells whether a next page exists (as the parcel
   * list does), so no page counts the whole trail: `last_page` is the last page known so far.
   */
  async list(query: AuditListQuery): Promise<Paged<AuditListEntry>> {
    const { page, ...filter } = query;
    const rows = await this.repository.newestEntries(filter, {
      timeZone: this.config.timeZone,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
      limit: AUDIT_PAGE_SIZE + 1,
    });
    const hasNext = rows.length > AUDIT_PAGE_SIZE;
    return {
      data: await withNames(
        this.dataSource.manager,
        this.parcels,
        this.repository,
        await this.seals.open(rows.slice(0, AUDIT_PAGE_SIZE).map(entryView)),
      ),
      current_page: page,
      last_page: hasNext ? page + 1 : page,
      next_page_url: hasNext ? listAudit.path({}, { ...filter, page: page + 1 }) : null,
    };
  }

  /** The rows the filters select, newest first, a batch at a time (keyset on the id). */
  async *rows(filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
    let before: number | null = null;
    for (;;) {
      const rows = await this.repository.newestEntries(filter, {
        timeZone: this.config.timeZone,
        limit: BATCH,
        before,
      });
      if (rows.length === 0) return;
      yield await this.seals.open(rows.map(entryView));
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1].id;
    }
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
