import { Injectable } from '@nestjs/common';
import type { ApiKey, KeyScope } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { daySql, isoSql } from '../core/database/sql-format.repository.js';

/** Today in UTC, the day calls are counted under and expiry is judged by. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/** A key as the lists show it, with its calls today. */
const KEY_VIEW = `k.id, k.name, k.prefix, k.scopes,
  k.created_by_email AS created_by, ${isoSql('k.created_at')} AS created_at,
  ${daySql('k.expires_on')} AS expires_at, ${isoSql('k.revoked_at')} AS revoked_at,
  ${isoSql('k.last_used_at')} AS last_used_at, k.last_ip,
  coalesce((SELECT c.calls FROM api_key_calls c WHERE c.key_id = k.id AND c.day = ${TODAY}), 0)::int
    AS calls_today`;

/** A key that may still be used, as the guard needs it. */
export interface ActiveKey {
  id: number;
  name: string;
  scopes: KeyScope[];
}

/** The SQL of `api_keys` and `api_key_calls` (ApiKeysService's). */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    key: {
      name: string;
      prefix: string;
      hash: string;
      scopes: readonly KeyScope[];
      createdBy: { id: number; email: string } | null;
      expiresOn: string | null;
    },
  ): Promise<ApiKey> {
    const rows: ApiKey[] = await manager.query(
      `WITH k AS (
         INSERT INTO api_keys (name, prefix, key_hash, scopes, created_by, created_by_email, expires_on)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::date) RETURNING *
       ) SELECT ${KEY_VIEW} FROM k`,
      [
        key.name,
        key.prefix,
        key.hash,
        JSON.stringify(key.scopes),
        key.createdBy?.id ?? null,
        key.createdBy?.email ?? null,
        key.expiresOn,
      ],
    );
    return rows[0];
  }

  /** Every key, newest first. */
  list(): Promise<ApiKey[]> {
    return this.dataSource.query(`SELECT ${KEY_VIEW} FROM api_keys k ORDER BY k.id DESC`);
  }

  /** Revokes the key (a revoked one stays revoked when it was); null when there is none. */
  async revoke(manager: EntityManager, id: number): Promise<ApiKey | null> {
    const rows: ApiKey[] = await manager.query(
      `WITH k AS (
         UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *
       ) SELECT ${KEY_VIEW} FROM k`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * The key with this hash if it is neither revoked nor expired, its use noted (when, from
   * where, one call more today) in the same statement: one round trip per call, and the row is
   * read on every call, so a revocation holds at once on every instance.
   */
  async use(hash: string, ip: string | null): Promise<ActiveKey | undefined> {
    const rows: ActiveKey[] = await this.dataSource.query(
      `WITH k AS (
         UPDATE api_keys SET last_used_at = now(), last_ip = $2
          WHERE key_hash = $1 AND revoked_at IS NULL
            AND (expires_on IS NULL OR expires_on >= ${TODAY})
          RETURNING id, name, scopes
       ), counted AS (
         INSERT INTO api_key_calls (key_id, day, calls) SELECT id, ${TODAY}, 1 FROM k
         ON CONFLICT (key_id, day) DO UPDATE SET calls = api_key_calls.calls + 1
       ) SELECT id, name, scopes FROM k`,
      [hash, ip],
    );
    return rows[0];
  }

  /** Drops the daily counts older than `days` (run by housekeeping). */
  async deleteOldCalls(days: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM api_key_calls WHERE day < ${TODAY} - $1::int`, [days]);
  }
}
