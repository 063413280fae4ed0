import { Injectable } from '@nestjs/common';
import type { AuditFilter } from '@waybill/shared';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuditContent } from './audit-chain.js';
import { type SealSubject, subjectId } from './audit-seal.js';
import { AuditEntryEntity } from './audit-entry.entity.js';

/** pg_advisory_xact_lock key that serialises writers of the chain ("WAYB" in ASCII). */
const CHAIN_LOCK = 0x57415942;

export interface CheckpointRow {
  id: number;
  kind: 'hourly' | 'export' | 'retention';
  at: Date;
  count: number;
  head: string;
  first: string;
  sig: string;
}

/** What the retention purge would remove: rows before `keep_from`, their number and ends. */
export interface PurgeRange {
  count: number;
  last: string | null;
  first: string | null;
  keep_from: number;
}

const CHECKPOINT_COLUMNS = 'id, kind, at, count, head, first, sig';

/**
 * The SQL of `audit_log`, `audit_chain`, `audit_checkpoints` and `audit_seal_keys`, each call in
 * the given manager.
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Waits for the chain's lock, held to the end of `manager`'s transaction: rows, checkpoints and
   * the retention purge then see the chain as the last writer committed it, one at a time.
   */
  async lockChain(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
  }

  /**
   * What each record's newest row that recorded `field` holds (its after, else its before), as
   * text, by the record's id: the name of a record deleted since (a parcel's tracking code, a
   * history entry's title and parcel), or renamed in its own rows.
   */
  async recordedValues(
    entity: string,
    field: string,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT ON (entity_id) entity_id,
              COALESCE(changes -> $3::text ->> 'after', changes -> $3::text ->> 'before') AS value
       FROM audit_log
       WHERE entity = $1 AND entity_id = ANY($2) AND changes ? $3::text
       ORDER BY entity_id, id DESC`,
      [entity, [...ids], field],
    )) as { entity_id: string; value: string | null }[];
    return new Map(
      rows.flatMap((row) => (row.value ? [[row.entity_id, row.value] as [string, string]] : [])),
    );
  }

  /** The next row's id and the newest row's hash (call after the lock, in a statement of its own). */
  async nextEntry(manager: EntityManager): Promise<{ id: number; previous: string | null }> {
    const [row] = (await manager.query(
      `SELECT nextval('audit_log_id_seq')::int AS id,
              (SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1) AS previous`,
    )) as { id: number; previous: string | null }[];
    return row;
  }

  async insertEntry(
    manager: EntityManager,
    content: AuditContent,
    previous: string | null,
    hash: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (id, at, account_id, account_email, account_role, ip, user_agent,
         request_id, entity, entity_id, action, changes, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        content.id,
        content.at,
        content.account_id,
        content.account_email,
        content.account_role,
        content.ip,
        content.user_agent,
        content.request_id,
        content.entity,
        content.entity_id,
        content.action,
        JSON.stringify(content.changes),
        previous,
        hash,
      ],
    );
  }

  /** The rows kept, and the newest and the oldest one's hash. */
  async chainEnds(
    manager: EntityManager,
  ): Promise<{ kept: number; newest: string | null; oldest: string | null }> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS kept,
              (SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1) AS newest,
              (SELECT hash FROM audit_log ORDER BY id ASC LIMIT 1) AS oldest
       FROM audit_log`,
    )) as { kept: number; newest: string | null; oldest: string | null }[];
    return row;
  }

  /** What the purge of rows older than `days` would remove. */
  async purgeRange(manager: EntityManager, days: number): Promise<PurgeRange> {
    const [range] = (await manager.query(
      `WITH cut AS (
         SELECT COALESCE(
           (SELECT min(id) FROM audit_log WHERE at >= now() - make_interval(days => $1)),
           2147483647) AS keep_from)
       SELECT (SELECT count(*)::int FROM audit_log, cut WHERE id < keep_from) AS count,
              (SELECT hash FROM audit_log, cut WHERE id < keep_from ORDER BY id DESC LIMIT 1) AS last,
              (SELECT hash FROM audit_log ORDER BY id ASC LIMIT 1) AS first,
              (SELECT keep_from FROM cut) AS keep_from`,
      [days],
    )) as PurgeRange[];
    return range;
  }

  async deleteEntriesBefore(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM audit_log WHERE id < $1`, [id]);
    // The keys of records no row is left of: nothing they sealed is kept.
    await manager.query(
      `DELETE FROM audit_seal_keys k
        WHERE NOT EXISTS (SELECT 1 FROM audit_log a
                           WHERE a.entity = k.entity AND a.entity_id = k.entity_id)`,
    );
  }

  /**
   * The keys of a record's sides, each made from `fresh` where it has none yet. Call under the
   * chain's lock: writers and erasures then never make and delete the same key at once.
   */
  async sealKeys(
    manager: EntityManager,
    record: { entity: string; entityId: string },
    fresh: ReadonlyMap<string, Buffer>,
  ): Promise<Map<string, Buffer>> {
    const sides = [...fresh.keys()];
    // One statement: the keys it makes, and those already there (its snapshot sees no other).
    const rows = (await manager.query(
      `WITH wanted AS (
         SELECT side, decode(key, 'hex') AS key FROM unnest($3::text[], $4::text[]) AS w(side, key)),
       made AS (
         INSERT INTO audit_seal_keys (entity, entity_id, side, key)
         SELECT $1, $2, side, key FROM wanted
         ON CONFLICT (entity, entity_id, side) DO NOTHING
         RETURNING side, key)
       SELECT side, key FROM made
       UNION ALL
       SELECT k.side, k.key FROM audit_seal_keys k
        WHERE k.entity = $1 AND k.entity_id = $2 AND k.side = ANY($3::text[])`,
      [
        record.entity,
        record.entityId,
        sides,
        sides.map((side) => fresh.get(side)!.toString('hex')),
      ],
    )) as { side: string; key: Buffer | Uint8Array }[];
    return new Map(rows.map((row) => [row.side, Buffer.from(row.key)]));
  }

  /** The keys still held for these subjects, by `subjectId`. */
  async openKeys(subjects: readonly SealSubject[]): Promise<Map<string, Buffer>> {
    if (subjects.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT k.entity, k.entity_id, k.side, k.key
         FROM audit_seal_keys k
         JOIN unnest($1::text[], $2::text[], $3::text[]) AS s(entity, entity_id, side)
           ON k.entity = s.entity AND k.entity_id = s.entity_id AND k.side = s.side`,
      [
        subjects.map((subject) => subject.entity),
        subjects.map((subject) => subject.entityId),
        subjects.map((subject) => subject.side),
      ],
    )) as { entity: string; entity_id: string; side: string; key: Buffer | Uint8Array }[];
    return new Map(
      rows.map((row) => [
        subjectId({ entity: row.entity, entityId: row.entity_id, side: row.side }),
        Buffer.from(row.key),
      ]),
    );
  }

  /** Deletes the keys of these records' side: what they sealed can no longer be read. */
  async deleteSealKeys(
    manager: EntityManager,
    entity: string,
    entityIds: readonly string[],
    side: string,
  ): Promise<number> {
    if (entityIds.length === 0) return 0;
    const rows = (await manager.query(
      `WITH gone AS (
         DELETE FROM audit_seal_keys
          WHERE entity = $1 AND entity_id = ANY($2::text[]) AND side = $3
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [entity, [...entityIds], side],
    )) as { count: number }[];
    return rows[0].count;
  }

  /** Records the key's id when the chain has none yet (the first start with a key). */
  async recordKeyId(keyId: string): Promise<void> {
    await this.dataSource.query(`UPDATE audit_chain SET key_id = $1 WHERE key_id IS NULL`, [keyId]);
  }

  async recordedKeyId(): Promise<string | null> {
    const [state] = (await this.dataSource.query(`SELECT key_id FROM audit_chain`)) as {
      key_id: string | null;
    }[];
    return state?.key_id ?? null;
  }

  /** The first id hashed with the key; undefined when the row was deleted by hand. */
  async keyedFrom(manager: EntityManager = this.dataSource.manager): Promise<number | undefined> {
    const [state] = (await manager.query(`SELECT keyed_from FROM audit_chain`)) as {
      keyed_from: number;
    }[];
    return state?.keyed_from;
  }

  /** Every checkpoint, lowest count first (ties: oldest first). */
  checkpoints(manager: EntityManager): Promise<CheckpointRow[]> {
    return manager.query(
      `SELECT ${CHECKPOINT_COLUMNS} FROM audit_checkpoints ORDER BY count, id`,
    ) as Promise<CheckpointRow[]>;
  }

  /** The retention checkpoints, newest first. */
  retentionCheckpoints(manager: EntityManager): Promise<CheckpointRow[]> {
    return manager.query(
      `SELECT ${CHECKPOINT_COLUMNS} FROM audit_checkpoints
       WHERE kind = 'retention' ORDER BY count DESC, id DESC`,
    ) as Promise<CheckpointRow[]>;
  }

  /** The checkpoint with the highest count (the newest of those). */
  async newestCheckpoint(
    manager: EntityManager,
  ): Promise<{ count: number; head: string } | undefined> {
    const [newest] = (await manager.query(
      `SELECT count, head FROM audit_checkpoints ORDER BY count DESC, id DESC LIMIT 1`,
    )) as { count: number; head: string }[];
    return newest;
  }

  /** Whether an hourly checkpoint was written in the clock hour of `at`. */
  async hourTaken(manager: EntityManager, at: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM audit_checkpoints WHERE hour = date_trunc('hour', CAST($1 AS timestamptz))`,
      [at],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Stores a signed checkpoint; an hourly one names its clock hour, false when it was taken. */
  async insertCheckpoint(
    manager: EntityManager,
    checkpoint: Omit<CheckpointRow, 'id' | 'at'> & { at: string },
  ): Promise<boolean> {
    const inserted = (await manager.query(
      `INSERT INTO audit_checkpoints (kind, at, hour, count, head, first, sig)
       VALUES ($1::varchar, $2::timestamptz,
               CASE WHEN $1::varchar = 'hourly' THEN date_trunc('hour', $2::timestamptz) END,
               $3, $4, $5, $6)
       ON CONFLICT (hour) DO NOTHING RETURNING id`,
      [
        checkpoint.kind,
        checkpoint.at,
        checkpoint.count,
        checkpoint.head,
        checkpoint.first,
        checkpoint.sig,
      ],
    )) as { id: number }[];
    return inserted.length > 0;
  }

  /** Deletes the checkpoints below the base `count` and those at it but the base. */
  async deleteCheckpointsBelow(manager: EntityManager, count: number): Promise<void> {
    await manager.query(
      `DELETE FROM audit_checkpoints WHERE count < $1 OR (count = $1 AND kind <> 'retention')`,
      [count],
    );
  }

  /**
   * Rows the filters select, newest first: `limit` of them after skipping `offset`, or those older
   * than the id `before`. From and to are whole days in the company's `timeZone`, both ends kept.
   */
  newestEntries(
    filter: AuditFilter,
    {
      timeZone,
      offset = 0,
      limit,
      before = null,
    }: { timeZone: string; offset?: number; limit: number; before?: number | null },
  ): Promise<AuditEntryEntity[]> {
    const builder = this.filtered(filter, timeZone)
      .orderBy('entry.id', 'DESC')
      .offset(offset)
      .limit(limit);
    if (before !== null) builder.andWhere('entry.id < :before', { before });
    return builder.getMany();
  }

  /** Up to `limit` rows with ids above `after`, oldest first (the chain check's batches). */
  entriesAfter(after: number, limit: number): Promise<AuditEntryEntity[]> {
    return this.dataSource
      .getRepository(AuditEntryEntity)
      .createQueryBuilder('entry')
      .where('entry.id > :after', { after })
      .orderBy('entry.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  private filtered(filter: AuditFilter, timeZone: string): SelectQueryBuilder<AuditEntryEntity> {
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
    if (filter.from) {
      builder.andWhere(`entry.at >= (CAST(:from AS date)::timestamp AT TIME ZONE :timeZone)`, {
        from: filter.from,
        timeZone,
      });
    }
    if (filter.to) {
      builder.andWhere(`entry.at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :timeZone)`, {
        to: filter.to,
        timeZone,
      });
    }
    return builder;
  }
}
