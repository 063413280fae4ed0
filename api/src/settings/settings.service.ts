import { Injectable } from '@nestjs/common';
import {
  statusStageIndex,
  type ParcelStage,
  type PublicSettings,
  type Settings,
  type SettingsPatchPayload,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { SettingsEntity } from './settings.entity.js';

/**
 * The stage the status key `key` (an SQL expression) has in Settings' mapping, or NULL: for the
 * tracking statement, which reads it in the same query, so a change shows in the next answer.
 */
export const stageOfStatusKeySql = (key: string) =>
  `(SELECT s.status_stage_index ->> ${key} FROM settings s ORDER BY s.id LIMIT 1)`;

/**
 * What the tracking code alone shows (Settings' tracking_shows_*), as a one-row relation for the
 * tracking statement to join under `alias` (columns names, photo, exact_map): read in the same
 * query, so the lookup costs no round trip more and a change shows in the next answer.
 */
export const trackingShowsSql = (alias: string) =>
  `LEFT JOIN LATERAL (SELECT s.tracking_shows_names AS names, s.tracking_shows_photo AS photo,
     s.tracking_shows_exact_map AS exact_map FROM settings s ORDER BY s.id LIMIT 1) ${alias} ON true`;

/** The one settings record, created with defaults by the first migration. */
@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Pass the caller's transaction manager when reading inside a transaction. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<Settings> {
    const [settings] = await manager
      .getRepository(SettingsEntity)
      .find({ order: { id: 'ASC' }, take: 1 });
    return { ...settings };
  }

  /** What every screen gets in the graph: the settings without the status mapping. */
  async forEveryone(): Promise<PublicSettings> {
    const { status_stages: _mapping, ...settings } = await this.current();
    return settings;
  }

  /** The status mapping as a lookup by status key (parcels' stages in the staff's answers). */
  async statusStages(): Promise<ReadonlyMap<string, ParcelStage>> {
    return statusStageIndex((await this.current()).status_stages);
  }

  /** Changes the fields that were sent; a cleared text is stored as ''. */
  async update(payload: SettingsPatchPayload): Promise<Settings> {
    const changes = Object.fromEntries(
      Object.entries(payload).map(([field, value]) => [field, value ?? '']),
    ) as Partial<SettingsEntity>;
    await this.dataSource.transaction(async (manager) => {
      const settings = manager.getRepository(SettingsEntity);
      const [current] = await settings.find({ order: { id: 'ASC' }, take: 1 });
      // save (not update): the audit trail records each field before → after (audit-subscriber.ts).
      await settings.save(settings.merge(current, changes));
      if (payload.status_stages) {
        // Keyed here, by the one statusKey, so the SQL never compares texts itself; written as
        // JSON text, since an entity's object would lose a status such as "__proto__".
        const index = Object.fromEntries(statusStageIndex(payload.status_stages));
        await manager.query(`UPDATE settings SET status_stage_index = $1::jsonb WHERE id = $2`, [
          JSON.stringify(index),
          current.id,
        ]);
      }
    });
    return this.current();
  }
}
