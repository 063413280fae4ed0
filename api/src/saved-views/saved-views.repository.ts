import { Injectable } from '@nestjs/common';
import type { SavedViewState } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { isoSql } from '../core/database/sql-format.repository.js';

export interface SavedViewRow {
  id: number;
  admin_id: number;
  screen: 'parcels';
  name: string;
  state: SavedViewState;
  shared: boolean;
  created_at: string;
}

const COLUMNS = `id, admin_id, screen, name, state, shared, ${isoSql('created_at')} AS created_at`;

/** Every statement on `saved_views` (the saved-views module owns it). */
@Injectable()
export class SavedViewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The member's own views of the screen and those others shared, by name. */
  visibleTo(adminId: number, screen: string): Promise<SavedViewRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_views
        WHERE screen = $2 AND (admin_id = $1 OR shared)
        ORDER BY lower(name), id`,
      [adminId, screen],
    );
  }

  /** The view if the member made it (another's is as good as not there). */
  async own(adminId: number, id: number): Promise<SavedViewRow | null> {
    const rows: SavedViewRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_views WHERE id = $1 AND admin_id = $2`,
      [id, adminId],
    );
    return rows[0] ?? null;
  }

  async count(adminId: number): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM saved_views WHERE admin_id = $1`,
      [adminId],
    );
    return count;
  }

  /** Inserts the view; null when the member already has one of that name (no row written). */
  async insert(
    adminId: number,
    view: { screen: string; name: string; state: SavedViewState; shared: boolean },
  ): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.dataSource.query(
      `INSERT INTO saved_views (admin_id, screen, name, state, shared)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT ON CONSTRAINT saved_views_name DO NOTHING RETURNING id`,
      [adminId, view.screen, view.name, JSON.stringify(view.state), view.shared],
    );
    return rows[0]?.id ?? null;
  }

  /** Renames or (un)shares the member's own view; false when it is not theirs or not there. */
  async update(
    adminId: number,
    id: number,
    fields: { name?: string; shared?: boolean },
  ): Promise<boolean> {
    const [, affected] = await this.dataSource.query(
      `UPDATE saved_views SET name = COALESCE($3, name), shared = COALESCE($4, shared),
         updated_at = now()
       WHERE id = $1 AND admin_id = $2`,
      [id, adminId, fields.name ?? null, fields.shared ?? null],
    );
    return Number(affected) > 0;
  }

  async remove(adminId: number, id: number): Promise<boolean> {
    const [, affected] = await this.dataSource.query(
      `DELETE FROM saved_views WHERE id = $1 AND admin_id = $2`,
      [id, adminId],
    );
    return Number(affected) > 0;
  }
}
