import { Injectable } from '@nestjs/common';
import type { BulkState } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { isoSql } from '../core/database/sql-format.repository.js';

/** A bulk action as stored: its selection, its change and its state. */
export interface BulkActionRow {
  id: number;
  action: 'update' | 'fields' | 'delete';
  spec: Record<string, unknown>;
  parcel_ids: number[];
  state: BulkState;
  error_code: string | null;
  error_params: Record<string, string | number> | null;
  created_by: number | null;
  created_at: string;
  finished_at: string | null;
}

const COLUMNS = `id, action, spec, parcel_ids, state, error_code, error_params, created_by,
  ${isoSql('created_at')} AS created_at, ${isoSql('finished_at')} AS finished_at`;

/** Every statement on `bulk_actions` (parcels owns it). */
@Injectable()
export class BulkActionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    row: {
      action: BulkActionRow['action'];
      spec: Record<string, unknown>;
      parcelIds: number[];
      state: 'queued' | 'running';
      createdBy: number | null;
    },
  ): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO bulk_actions (action, spec, parcel_ids, state, created_by)
       VALUES ($1, $2::jsonb, $3::integer[], $4, $5) RETURNING id`,
      [row.action, JSON.stringify(row.spec), row.parcelIds, row.state, row.createdBy],
    );
    return id;
  }

  async find(id: number, manager = this.dataSource.manager): Promise<BulkActionRow | null> {
    const rows: BulkActionRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM bulk_actions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The row locked to the end of `manager`'s transaction: one run of the job at a time. */
  async lock(manager: EntityManager, id: number): Promise<BulkActionRow | null> {
    const rows: BulkActionRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM bulk_actions WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Queued → running, seen by every instance while the job's own transaction is open. */
  async markRunning(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE bulk_actions SET state = 'running' WHERE id = $1 AND state = 'queued'`,
      [id],
    );
  }

  async finish(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE bulk_actions SET state = 'done', finished_at = now(), error_code = NULL,
         error_params = NULL WHERE id = $1`,
      [id],
    );
  }

  /** Failed for good: nothing of it was applied (its transaction rolled back). */
  async fail(id: number, code: string, params: Record<string, string | number>): Promise<void> {
    await this.dataSource.query(
      `UPDATE bulk_actions SET state = 'failed', finished_at = now(), error_code = $2,
         error_params = $3::jsonb WHERE id = $1 AND state <> 'done'`,
      [id, code, JSON.stringify(params)],
    );
  }

  /** Finished actions older than `days` (housekeeping): their audit rows stay. */
  async purgeFinished(days: number): Promise<number> {
    const [, count] = await this.dataSource.query(
      `DELETE FROM bulk_actions WHERE state IN ('done', 'failed')
         AND finished_at < now() - make_interval(days => $1)`,
      [days],
    );
    return Number(count ?? 0);
  }
}
