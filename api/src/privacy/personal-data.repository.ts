import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ERASED,
  ERASURES_TABLE,
  PARCELS_TABLE,
  PERSONAL_TABLES,
  STAGE_CHANGES_TABLE,
  type ParcelSide,
  type PersonalTable,
} from './personal-data.js';

/** Whose rows: a person's address and phone (E.164), already normalised. */
export interface Person {
  email: string | null;
  phone: string | null;
}

/**
 * Which rows of a table an operation reads or changes: the person's own (by address, phone, CSV
 * file), the rows of these parcels, and at retention the rows older than `agedDays`.
 */
export interface RowScope {
  person: Person | null;
  parcelIds: readonly number[];
  /** Retention: every row of the parcels, not only a person's (another visitor's subscription). */
  retention: boolean;
  agedDays: number | null;
}

/** A parcel of a person, and which of its sides is theirs. */
export interface MatchedParcel {
  id: number;
  tracking_code: string;
  recipient: boolean;
  sender: boolean;
}

interface ColumnFacts {
  nullable: boolean;
  type: string;
  maxLength: number | null;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL of the personal-data lifecycle (docs/architecture.md §4.10). Like backups, it works on
 * every table holding people, so its statements are built from the names of one declaration
 * (personal-data.ts) rather than written per table: a column added there is read, exported and
 * erased with no statement to change.
 */
@Injectable()
export class PersonalDataRepository {
  private facts: Map<string, Map<string, ColumnFacts>> | null = null;

  /** The declared columns' types and whether they may be null: what a blank is written as. */
  private async columnFacts(
    manager: EntityManager,
  ): Promise<Map<string, Map<string, ColumnFacts>>> {
    if (this.facts) return this.facts;
    const rows: {
      table_name: string;
      column_name: string;
      is_nullable: string;
      data_type: string;
      character_maximum_length: number | null;
    }[] = await manager.query(
      `SELECT table_name, column_name, is_nullable, data_type, character_maximum_length
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ANY($1)`,
      [PERSONAL_TABLES.map((entry) => entry.table)],
    );
    const facts = new Map<string, Map<string, ColumnFacts>>();
    for (const row of rows) {
      const table = facts.get(row.table_name) ?? new Map<string, ColumnFacts>();
      table.set(row.column_name, {
        nullable: row.is_nullable === 'YES',
        type: row.data_type,
        maxLength: row.character_maximum_length,
      });
      facts.set(row.table_name, table);
    }
    this.facts = facts;
    return facts;
  }

  /** What an erased column holds: null where allowed, else the placeholder of its type. */
  private async blankOf(manager: EntityManager, table: string, column: string): Promise<string> {
    const fact = (await this.columnFacts(manager)).get(table)?.get(column);
    if (!fact) throw new Error(`${table}.${column} is declared but not in the schema`);
    if (fact.nullable) return 'NULL';
    if (fact.type === 'jsonb' || fact.type === 'json') return `'{}'::${fact.type}`;
    if (fact.type === 'bytea') return `''::bytea`;
    if (fact.type === 'double precision' || fact.type === 'numeric' || fact.type === 'integer')
      return '0';
    return literal(fact.maxLength !== null && fact.maxLength < ERASED.length ? '' : ERASED);
  }

  /** The parcels whose recipient or sender the person is, and which side. */
  async matchParcels(manager: EntityManager, person: Person): Promise<MatchedParcel[]> {
    const entry = PERSONAL_TABLES[0];
    const params: unknown[] = [person.email, person.phone];
    const sideMatch = (side: ParcelSide) => {
      const checks = [
        ...(entry.email ?? [])
          .filter((column) => entry.columns[column]?.side === side)
          .map((column) => `lower(p.${ident(column)}) = $1`),
        ...(entry.phone ?? [])
          .filter((column) => entry.columns[column]?.side === side)
          .map((column) => `p.${ident(column)} = $2`),
      ];
      return `(${checks.join(' OR ')})`;
    };
    const recipient = sideMatch('recipient');
    const sender = sideMatch('sender');
    const rows: MatchedParcel[] = await manager.query(
      `SELECT p.id, p.tracking_code, coalesce(${recipient}, false) AS recipient,
              coalesce(${sender}, false) AS sender
         FROM ${ident(PARCELS_TABLE)} p
        WHERE ${recipient} OR ${sender}
        ORDER BY p.id`,
      params,
    );
    return rows;
  }

  /** The condition picking a table's rows in a scope, its values pushed on `params`. */
  private where(entry: PersonalTable, scope: RowScope, params: unknown[]): string {
    const add = (value: unknown) => `$${params.push(value)}`;
    const any: string[] = [];
    const { person } = scope;
    // A value is added only where a column compares it (an unused one has no type).
    if (person?.email && (entry.email?.length || entry.csvFile)) {
      const email = add(person.email);
      for (const column of entry.email ?? []) any.push(`lower(t.${ident(column)}) = ${email}`);
      if (entry.csvFile) {
        // A CSV upload holding the address (imports keep only UTF-8 CSV files).
        any.push(
          `(t.format = ${add(entry.csvFile.format)} AND position(${email} IN lower(convert_from(t.${ident(
            entry.csvFile.column,
          )}, 'UTF8'))) > 0)`,
        );
      }
    }
    if (person?.phone && entry.phone?.length) {
      const phone = add(person.phone);
      for (const column of entry.phone ?? []) any.push(`t.${ident(column)} = ${phone}`);
    }
    const link = entry.parcel;
    if (link && scope.parcelIds.length > 0 && (scope.retention || link.person)) {
      const ids = add(scope.parcelIds);
      if ('entity' in link) {
        any.push(`(t.entity = ${add(link.entity)} AND t.entity_id = ANY(${ids}::int[]::text[]))`);
      } else if ('through' in link) {
        const { through } = link;
        any.push(
          `t.${ident(link.column)} IN (SELECT x.${ident(through.column)} FROM ${ident(
            through.table,
          )} x WHERE x.${ident(through.parcelColumn)} = ANY(${ids}::int[]))`,
        );
      } else {
        any.push(`t.${ident(link.column)} = ANY(${ids}::int[])`);
      }
    }
    if (scope.retention && scope.agedDays !== null && entry.aged) {
      const all = [
        `t.${ident(entry.aged.column)} < now() - make_interval(days => ${add(scope.agedDays)})`,
      ];
      for (const [column, values] of Object.entries(entry.aged.where ?? {}))
        all.push(`t.${ident(column)} = ANY(${add(values)}::text[])`);
      any.push(`(${all.join(' AND ')})`);
    }
    if (any.length === 0) return 'false';
    const only = Object.entries(entry.only ?? {}).map(
      ([column, values]) => `t.${ident(column)} = ANY(${add(values)}::text[])`,
    );
    return [`(${any.join(' OR ')})`, ...only].join(' AND ');
  }

  /** A table's rows in the scope, as JSON objects (the export). */
  async rows(
    manager: EntityManager,
    entry: PersonalTable,
    scope: RowScope,
  ): Promise<Record<string, unknown>[]> {
    const params: unknown[] = [];
    const where = this.where(entry, scope, params);
    const omit = (entry.exportOmit ?? []).map((column) => ` - ${literal(column)}`).join('');
    const order = entry.key.map((column) => `t.${ident(column)}`).join(', ');
    const rows: { row: Record<string, unknown> }[] = await manager.query(
      `SELECT to_jsonb(t)${omit} AS row FROM ${ident(entry.table)} t WHERE ${where} ORDER BY ${order}`,
      params,
    );
    return rows.map((row) => row.row);
  }

  /** How many rows of a table are in the scope (what an erasure keeps). */
  async count(manager: EntityManager, entry: PersonalTable, scope: RowScope): Promise<number> {
    const params: unknown[] = [];
    const where = this.where(entry, scope, params);
    const [row]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM ${ident(entry.table)} t WHERE ${where}`,
      params,
    );
    return row.count;
  }

  /**
   * Erases a table's rows in the scope by its declaration: deleted or blanked. Answers their ids
   * (the first column of their key) and their parcels' (the audit trail forgets what it sealed of
   * them), and the pictures whose use they counted (the caller drops them in the same transaction).
   */
  async erase(
    manager: EntityManager,
    entry: PersonalTable,
    scope: RowScope,
  ): Promise<{ count: number; ids: string[]; parcelIds: string[]; pictures: string[] }> {
    if (typeof entry.erase === 'object') return { count: 0, ids: [], parcelIds: [], pictures: [] };
    const counted = Object.entries(entry.columns)
      .filter(([, column]) => column.kind === 'picture')
      .map(([column]) => column);
    const params: unknown[] = [];
    const where = this.where(entry, scope, params);
    // The parcel a row belongs to, where a column of its own says.
    const link = entry.parcel && 'column' in entry.parcel && !('through' in entry.parcel);
    const returning = [
      `t.${ident(entry.key[0])}::text AS row_key`,
      link ? `t.${ident((entry.parcel as { column: string }).column)}::text AS parcel_key` : null,
      ...counted.map((column) => `t.${ident(column)}`),
    ]
      .filter((column) => column !== null)
      .join(', ');
    let rows: Record<string, string | null>[];
    if (entry.erase === 'delete') {
      // In a WITH: TypeORM answers a bare DELETE … RETURNING as [rows, count].
      rows = await manager.query(
        `WITH gone AS (DELETE FROM ${ident(entry.table)} t WHERE ${where} RETURNING ${returning})
         SELECT * FROM gone`,
        params,
      );
    } else {
      // The pictures as they were, locked, then the columns blanked.
      const before: Record<string, string | null>[] = await manager.query(
        `SELECT ${returning} FROM ${ident(entry.table)} t WHERE ${where} FOR UPDATE`,
        params,
      );
      const sets: string[] = [];
      for (const column of Object.keys(entry.columns))
        sets.push(`${ident(column)} = ${await this.blankOf(manager, entry.table, column)}`);
      await manager.query(
        `UPDATE ${ident(entry.table)} t SET ${sets.join(', ')} WHERE ${where}`,
        params,
      );
      rows = before;
    }
    const pictures = rows.flatMap((row) =>
      counted.map((column) => row[column]).filter((name): name is string => !!name),
    );
    const parcelIds = [
      ...new Set(rows.flatMap((row) => (row.parcel_key ? [String(row.parcel_key)] : []))),
    ];
    return { count: rows.length, ids: rows.map((row) => String(row.row_key)), parcelIds, pictures };
  }

  /**
   * Blanks the sides of parcels: the recipient's columns of `recipientIds`, the sender's of
   * `senderIds`. Answers the parcels' counted pictures and their rows as they now are (for the
   * search text, written again by the caller).
   */
  async eraseParcelSides(
    manager: EntityManager,
    recipientIds: readonly number[],
    senderIds: readonly number[],
    searched: readonly string[],
  ): Promise<{ pictures: string[]; rows: Record<string, string | null>[] }> {
    const entry = PERSONAL_TABLES[0];
    const ids = [...new Set([...recipientIds, ...senderIds])];
    if (ids.length === 0) return { pictures: [], rows: [] };
    const pictureColumns = Object.entries(entry.columns)
      .filter(([, column]) => column.kind === 'picture')
      .map(([column]) => column);
    const before: Record<string, string | null>[] = await manager.query(
      `SELECT p.id, ${pictureColumns.map((column) => `p.${ident(column)}`).join(', ')}
         FROM ${ident(PARCELS_TABLE)} p WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE`,
      [ids],
    );
    const sets: string[] = [];
    for (const [column, declared] of Object.entries(entry.columns)) {
      const side = declared.side === 'sender' ? '$2' : '$1';
      sets.push(
        `${ident(column)} = CASE WHEN id = ANY(${side}::int[]) THEN ${await this.blankOf(
          manager,
          PARCELS_TABLE,
          column,
        )} ELSE ${ident(column)} END`,
      );
    }
    const rows: Record<string, string | null>[] = await manager.query(
      `WITH changed AS (
         UPDATE ${ident(PARCELS_TABLE)} SET ${sets.join(', ')}
          WHERE id = ANY($3::int[])
          RETURNING id, tracking_code, ${searched.map(ident).join(', ')})
       SELECT * FROM changed ORDER BY id`,
      [recipientIds, senderIds, ids],
    );
    const recipients = new Set(recipientIds.map(Number));
    const pictures = before
      .filter((row) => recipients.has(Number(row.id)))
      .flatMap((row) => pictureColumns.map((column) => row[column]))
      .filter((name): name is string => !!name);
    return { pictures, rows };
  }

  /** Writes the parcels' search texts again (from what the erasure kept). */
  async writeSearchTexts(
    manager: EntityManager,
    texts: readonly { id: number; text: string }[],
  ): Promise<void> {
    if (texts.length === 0) return;
    await manager.query(
      `UPDATE ${ident(PARCELS_TABLE)} p SET search_text = v.text
         FROM json_to_recordset($1::json) AS v(id int, text text) WHERE p.id = v.id`,
      [JSON.stringify(texts)],
    );
  }

  /**
   * Parcels delivered or returned more than `days` ago whose people are not erased yet, locked
   * (another instance's pass skips them). When they entered that stage: the stage trigger's
   * record, or the parcel's last change for a parcel older than the record.
   */
  async agedParcels(
    manager: EntityManager,
    days: number,
    stages: readonly string[],
    limit: number,
  ): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT p.id FROM ${ident(PARCELS_TABLE)} p
        WHERE p.current_stage = ANY($2::text[])
          AND NOT EXISTS (SELECT 1 FROM personal_data_erasures e
                           WHERE e.parcel_id = p.id AND e.reason = 'retention')
          AND coalesce((SELECT max(c.entered_at) FROM ${ident(STAGE_CHANGES_TABLE)} c
                         WHERE c.parcel_id = p.id AND c.stage = p.current_stage),
                       p.updated_at) < now() - make_interval(days => $1)
        ORDER BY p.id LIMIT $3
        FOR UPDATE OF p SKIP LOCKED`,
      [days, stages, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Remembers the parcels' people as erased, and why. */
  async markErased(
    manager: EntityManager,
    parcelIds: readonly number[],
    reason: 'retention' | 'request',
  ): Promise<void> {
    if (parcelIds.length === 0) return;
    await manager.query(
      `INSERT INTO ${ident(ERASURES_TABLE)} AS e (parcel_id, reason)
       SELECT unnest($1::int[]), $2
       ON CONFLICT (parcel_id) DO UPDATE
         SET reason = CASE WHEN e.reason = 'retention' THEN e.reason ELSE EXCLUDED.reason END,
             erased_at = now()`,
      [parcelIds, reason],
    );
  }
}
