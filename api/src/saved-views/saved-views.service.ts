import { Injectable } from '@nestjs/common';
import {
  SAVED_VIEWS_MAX,
  problem,
  type SavedView,
  type SavedViewCreatePayload,
  type SavedViewPatchPayload,
} from '@waybill/shared';
import { DataSource } from 'typeorm';
import { memberNamesByIds } from '../auth/auth.repository.js';
import { violatesUnique } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { currentOrigin } from '../core/http/request-context.js';
import { type SavedViewRow, SavedViewsRepository } from './saved-views.repository.js';

/**
 * A member's saved views of a list (docs/product.md §4.17): the filter, sort and columns under a
 * name, for themselves or shared with the team. Only its maker renames, shares or deletes a view;
 * to anyone else a view not shared is not there.
 */
@Injectable()
export class SavedViewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: SavedViewsRepository,
  ) {}

  async list(screen: string): Promise<SavedView[]> {
    const me = memberId();
    return this.views(me, await this.rows.visibleTo(me, screen));
  }

  async create(payload: SavedViewCreatePayload): Promise<SavedView> {
    const me = memberId();
    if ((await this.rows.count(me)) >= SAVED_VIEWS_MAX) {
      throw ApiError.conflict(problem('view.too_many', { max: SAVED_VIEWS_MAX }));
    }
    const id = await this.rows.insert(me, payload);
    if (id === null) throw ApiError.conflict(problem('view.name_taken', { name: payload.name }));
    return this.one(me, id);
  }

  async update(id: number, payload: SavedViewPatchPayload): Promise<SavedView> {
    const me = memberId();
    let changed: boolean;
    try {
      changed = await this.rows.update(me, id, payload);
    } catch (error) {
      if (violatesUnique(error, 'saved_views_name')) {
        throw ApiError.conflict(problem('view.name_taken', { name: payload.name ?? '' }));
      }
      throw error;
    }
    if (!changed) throw ApiError.notFound(problem('view.not_found'));
    return this.one(me, id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.rows.remove(memberId(), id))) {
      throw ApiError.notFound(problem('view.not_found'));
    }
  }

  private async one(me: number, id: number): Promise<SavedView> {
    const row = await this.rows.own(me, id);
    if (!row) throw ApiError.notFound(problem('view.not_found'));
    const [view] = await this.views(me, [row]);
    return view;
  }

  private async views(me: number, rows: SavedViewRow[]): Promise<SavedView[]> {
    const names = await memberNamesByIds(this.dataSource.manager, [
      ...new Set(rows.map((row) => row.admin_id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      screen: row.screen,
      name: row.name,
      state: row.state,
      shared: row.shared,
      mine: row.admin_id === me,
      owner_name: names.get(row.admin_id) ?? '',
      created_at: row.created_at,
    }));
  }
}

/** The signed-in member (the endpoints are staff's only: the guard let no one else in). */
function memberId(): number {
  const id = currentOrigin()?.account?.id;
  if (id === undefined) throw ApiError.forbidden(problem('auth.forbidden'));
  return id;
}
