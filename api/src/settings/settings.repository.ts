import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What the tracking code alone shows (Settings' tracking_shows_*), as a one-row relation for the
 * tracking statement to join under `alias` (columns names, photo, exact_map): read in the same
 * query, so the lookup costs no round trip more and a change shows in the next answer.
 */
export const trackingShowsSql = (alias: string) =>
  `LEFT JOIN LATERAL (SELECT s.tracking_shows_names AS names, s.tracking_shows_photo AS photo,
     s.tracking_shows_exact_map AS exact_map FROM settings s ORDER BY s.id LIMIT 1) ${alias} ON true`;

/** The SQL of the `settings` table beyond its entity. */
@Injectable()
export class SettingsRepository {
  /**
   * Writes the status mapping keyed by status key, as JSON text: an entity's object would lose a
   * status such as "__proto__".
   */
  async writeStatusStageIndex(
    manager: EntityManager,
    id: number,
    index: Record<string, string>,
  ): Promise<void> {
    await manager.query(`UPDATE settings SET status_stage_index = $1::jsonb WHERE id = $2`, [
      JSON.stringify(index),
      id,
    ]);
  }
}
