import { strToU8, zipSync } from 'fflate';
import { Injectable, Logger } from '@nestjs/common';
import {
  PERSONAL_DATA_DAYS_DEFAULT,
  phoneE164,
  problem,
  type DataRequest,
  type ErasureResult,
  type PersonalDataReport,
} from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { AuditSeals } from '../audit/audit-seals.js';
import { NOTIFIED_SIDE } from '../audit/audit-sealed-fields.js';
import { AuditWriter } from '../audit/audit-writer.js';
import { csvLine } from '../audit/audit-csv.js';
import { ApiError } from '../core/http/api-error.js';
import { ImageStore, type PictureUses } from '../core/uploads/image-store.js';
import { parcelSearchText, SEARCHED_FIELDS } from '../parcels/parcel-search.js';
import { SettingsService } from '../settings/settings.service.js';
import {
  AUDIT_TABLE,
  PARCELS_TABLE,
  PERSONAL_TABLES,
  type PersonalTable,
} from './personal-data.js';
import { PersonalDataRepository, type Person, type RowScope } from './personal-data.repository.js';

/** Parcels erased per transaction by the retention pass: short locks, bounded memory. */
const RETENTION_BATCH = 100;
/** The stages whose parcels' people go `personal_data_days` (Settings) after they were reached. */
const ENDED_STAGES = ['delivered', 'returned'] as const;

/** A person's data as exported: one list of rows per table. */
type Export = Map<PersonalTable, Record<string, unknown>[]>;

/** A row of the trail as exported (to_jsonb of audit_log). */
type AuditRow = Record<string, unknown> & {
  entity: string;
  entity_id: string | null;
  changes: Record<string, unknown>;
};

/** Rows an erasure touched: what the trail sealed of them (their side of a parcel) is forgotten. */
interface Forgotten {
  table: string;
  ids: readonly (string | number)[];
  side: string;
}

/**
 * The personal data lifecycle (docs/product.md §4.18, docs/architecture.md §4.10): a person's
 * records found, exported and erased on request, and every parcel's people erased
 * `personal_data_days` (Settings) after its delivery or return. All three read one declaration
 * (personal-data.ts); what the law keeps (invoices, the audit trail) is listed, never erased.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger('PersonalData');

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PersonalDataRepository,
    private readonly images: ImageStore,
    private readonly audit: AuditWriter,
    private readonly seals: AuditSeals,
    private readonly settings: SettingsService,
  ) {}

  /** The person asked about: the address in one case, the phone as E.164 (or a 400). */
  person(request: DataRequest): Person {
    const email = request.email ? request.email.trim().toLowerCase() : null;
    let phone: string | null = null;
    if (request.phone) {
      phone = phoneE164(request.phone, request.country ?? null);
      if (!phone) throw ApiError.badRequest(problem('address.phone', { field: 'phone' }));
    }
    return { email, phone };
  }

  /** Everything held about the person, table by table (`manager`: the caller's transaction). */
  private async collect(manager: EntityManager, person: Person): Promise<Export> {
    const parcels = await this.repository.matchParcels(manager, person);
    const scope: RowScope = {
      person,
      parcelIds: parcels.map((parcel) => Number(parcel.id)),
      retention: false,
      agedDays: null,
    };
    const found: Export = new Map();
    for (const entry of PERSONAL_TABLES) {
      found.set(entry, await this.repository.rows(manager, entry, scope));
    }
    return found;
  }

  /** What the screen lists: each table's records of the person, and what an erasure keeps. */
  async report(request: DataRequest): Promise<PersonalDataReport> {
    const person = this.person(request);
    const found = await this.dataSource.transaction('REPEATABLE READ', (manager) =>
      this.collect(manager, person),
    );
    return {
      email: person.email,
      phone: person.phone,
      tables: [...found].map(([entry, rows]) => ({
        table: entry.table,
        count: rows.length,
        kept: typeof entry.erase === 'object' ? entry.erase.keep : null,
        records: rows
          .slice(0, 50)
          .map((row) => entry.key.map((key) => String(row[key] ?? '')).join(' · ')),
      })),
    };
  }

  /**
   * The person's records as a zip: `data.json` (every table's rows) and one CSV per table with
   * rows. The export is audited (who asked, the counts), in the transaction that read it.
   */
  async export(request: DataRequest): Promise<{ filename: string; content: Buffer }> {
    const person = this.person(request);
    const found = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows = await this.collect(manager, person);
      await this.audit.record(manager, {
        entity: 'personal_data',
        action: 'export',
        changes: this.subject(person, rows),
      });
      return rows;
    });
    // The trail's rows as staff read them: the person's values opened, not sealed text.
    for (const [entry, rows] of found) {
      if (entry.table === AUDIT_TABLE) found.set(entry, await this.seals.open(rows as AuditRow[]));
    }
    const json = {
      exported_at: new Date().toISOString(),
      email: person.email,
      phone: person.phone,
      tables: Object.fromEntries([...found].map(([entry, rows]) => [entry.table, rows])),
    };
    const files = {
      'data.json': strToU8(JSON.stringify(json, null, 2)),
      ...Object.fromEntries(
        [...found]
          .filter(([, rows]) => rows.length > 0)
          .map(([entry, rows]) => [`${entry.table}.csv`, strToU8(csvOf(rows))]),
      ),
    };
    const stamp = new Date().toISOString().slice(0, 10);
    const content = Buffer.from(zipSync(files));
    return { filename: `personal-data-${stamp}.zip`, content };
  }

  /**
   * Erases the person: their side of each of their parcels blanked, the rows that go with a
   * recipient's parcel blanked or deleted, their own rows (subscriptions, messages, mail)
   * deleted; pictures dropped and deleted from the store after the commit. Kept rows (invoices,
   * the audit trail) are counted and listed. One transaction, one audit row.
   */
  async erase(request: DataRequest): Promise<ErasureResult> {
    const person = this.person(request);
    return this.images.change(async (manager, pictures) => {
      const parcels = await this.repository.matchParcels(manager, person);
      const recipientIds = parcels.filter((p) => p.recipient).map((p) => Number(p.id));
      const senderIds = parcels.filter((p) => p.sender).map((p) => Number(p.id));
      const erased: ErasureResult['erased'] = [];
      const kept: ErasureResult['kept'] = [];
      await this.eraseParcels(manager, pictures, recipientIds, senderIds);
      erased.push({ table: 'parcels', count: parcels.length });
      const forgotten: Forgotten[] = [
        { table: PARCELS_TABLE, ids: recipientIds, side: 'recipient' },
        { table: PARCELS_TABLE, ids: senderIds, side: 'sender' },
      ];
      // Who each of these parcels' updates e-mailed: the person may be on the list as the
      // recipient, the sender or a subscriber.
      const listed = new Set(parcels.map((p) => String(p.id)));
      const scope: RowScope = {
        person,
        parcelIds: recipientIds,
        retention: false,
        agedDays: null,
      };
      for (const entry of PERSONAL_TABLES.slice(1)) {
        if (typeof entry.erase === 'object') {
          const all = { ...scope, parcelIds: parcels.map((p) => Number(p.id)) };
          const count = await this.repository.count(manager, entry, all);
          if (count) kept.push({ table: entry.table, count, reason: entry.erase.keep });
          continue;
        }
        const erasedRows = await this.repository.erase(manager, entry, scope);
        for (const name of erasedRows.pictures) await pictures.drop(name);
        if (erasedRows.count) erased.push({ table: entry.table, count: erasedRows.count });
        forgotten.push({ table: entry.table, ids: erasedRows.ids, side: '' });
        for (const id of erasedRows.parcelIds) listed.add(id);
      }
      forgotten.push({ table: PARCELS_TABLE, ids: [...listed], side: NOTIFIED_SIDE });
      await this.forget(manager, forgotten);
      await this.repository.markErased(
        manager,
        parcels.map((p) => Number(p.id)),
        'request',
      );
      await this.audit.record(manager, {
        entity: 'personal_data',
        action: 'erase',
        changes: {
          ...this.subject(person),
          erased: {
            before: null,
            after: Object.fromEntries(erased.map((e) => [e.table, e.count])),
          },
          kept: { before: null, after: Object.fromEntries(kept.map((k) => [k.table, k.count])) },
        },
      });
      return { email: person.email, phone: person.phone, erased, kept };
    });
  }

  /** Blanks parcels' sides and writes their search texts again from what was kept. */
  private async eraseParcels(
    manager: EntityManager,
    pictures: PictureUses,
    recipientIds: number[],
    senderIds: number[],
  ): Promise<string[]> {
    const { pictures: names, rows } = await this.repository.eraseParcelSides(
      manager,
      recipientIds,
      senderIds,
      SEARCHED_FIELDS,
    );
    for (const name of names) await pictures.drop(name);
    await this.repository.writeSearchTexts(
      manager,
      rows.map((row) => ({
        id: Number(row.id),
        text: parcelSearchText(row as Parameters<typeof parcelSearchText>[0]),
      })),
    );
    return rows.map((row) => String(row.tracking_code));
  }

  /**
   * The retention pass (the scheduled `privacy.retention` job): parcels delivered or returned
   * more than the settings' `personal_data_days` ago lose their people, a batch per transaction, each batch one
   * audit row; then old mail, contact messages and uploaded spreadsheets. Each parcel is marked
   * in the batch that erased it, so a pass run twice (or on two instances) erases each once.
   * Answers how many parcels it erased.
   */
  async retention(): Promise<number> {
    const days = (await this.settings.current()).personal_data_days ?? PERSONAL_DATA_DAYS_DEFAULT;
    let total = 0;
    for (;;) {
      const done = await this.images.change(async (manager, pictures) => {
        const ids = await this.repository.agedParcels(manager, days, ENDED_STAGES, RETENTION_BATCH);
        if (ids.length === 0) return 0;
        const codes = await this.eraseParcels(manager, pictures, ids, ids);
        const scope: RowScope = { person: null, parcelIds: ids, retention: true, agedDays: null };
        const forgotten: Forgotten[] = [
          { table: PARCELS_TABLE, ids, side: 'recipient' },
          { table: PARCELS_TABLE, ids, side: 'sender' },
          { table: PARCELS_TABLE, ids, side: NOTIFIED_SIDE },
        ];
        for (const entry of PERSONAL_TABLES.slice(1)) {
          const { ids: rowIds, pictures: names } = await this.repository.erase(
            manager,
            entry,
            scope,
          );
          for (const name of names) await pictures.drop(name);
          forgotten.push({ table: entry.table, ids: rowIds, side: '' });
        }
        await this.forget(manager, forgotten);
        await this.repository.markErased(manager, ids, 'retention');
        await this.audit.record(manager, {
          entity: 'personal_data',
          action: 'erase',
          actor: { id: null, email: 'Retention (personal data days)' },
          changes: {
            reason: { before: null, after: 'retention' },
            days: { before: null, after: days },
            parcels: { before: null, after: codes },
          },
        });
        return ids.length;
      });
      total += done;
      if (done < RETENTION_BATCH) break;
    }
    // Rows of no parcel that outlived the retention: old mail, messages and spreadsheets.
    await this.images.change(async (manager, pictures) => {
      const scope: RowScope = { person: null, parcelIds: [], retention: true, agedDays: days };
      const forgotten: Forgotten[] = [];
      for (const entry of PERSONAL_TABLES.filter((table) => table.aged)) {
        const { ids, pictures: names } = await this.repository.erase(manager, entry, scope);
        for (const name of names) await pictures.drop(name);
        forgotten.push({ table: entry.table, ids, side: '' });
      }
      await this.forget(manager, forgotten);
    });
    if (total) this.logger.log({ parcels: total, days }, "Parcels' personal data erased");
    return total;
  }

  /**
   * The audit trail forgets what it sealed of the erased rows (their keys deleted), last in the
   * erasure's transaction: it waits for the chain's lock, which it then holds to the commit.
   */
  private async forget(manager: EntityManager, forgotten: readonly Forgotten[]): Promise<void> {
    for (const { table, ids, side } of forgotten)
      await this.seals.forget(manager, table, ids, side);
  }

  /** Who the request was about and what was found: the audit row's facts. */
  private subject(person: Person, found?: Export) {
    return {
      email: { before: null, after: person.email },
      phone: { before: null, after: person.phone },
      ...(found && {
        records: {
          before: null,
          after: Object.fromEntries([...found].map(([entry, rows]) => [entry.table, rows.length])),
        },
      }),
    };
  }
}

/** A table's rows as CSV: the union of their fields as the header, objects as JSON. */
function csvOf(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [
    csvLine(columns),
    ...rows.map((row) => csvLine(columns.map((column) => row[column]))),
  ].join('');
}
