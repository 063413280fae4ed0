import { Injectable } from '@nestjs/common';
import {
  statusStageIndex,
  type PublicSettings,
  type Settings,
  type SettingsPatchPayload,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { SettingsEntity } from './settings.entity.js';
import { SettingsRepository } from './settings.repository.js';

/** The one settings record, created with defaults by the first migration. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: SettingsRepository,
  ) {}

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
        // Keyed here, by the one statusKey, so the SQL never compares texts itself.
        const index = Object.fromEntries(statusStageIndex(payload.status_stages));
        await this.rows.writeStatusStageIndex(manager, current.id, index);
      }
    });
    return this.current();
  }
}
