import { Injectable } from '@nestjs/common';
import type { Settings, SettingsPatchPayload } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { SettingsEntity } from './settings.entity.js';

/** The one settings record, created with defaults by the first migration. */
@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  private get settings() {
    return this.dataSource.getRepository(SettingsEntity);
  }

  /** Pass the caller's transaction manager when reading inside a transaction. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<Settings> {
    const [settings] = await manager
      .getRepository(SettingsEntity)
      .find({ order: { id: 'ASC' }, take: 1 });
    return { ...settings };
  }

  /** Changes the fields that were sent; a cleared text is stored as ''. */
  async update(payload: SettingsPatchPayload): Promise<Settings> {
    const changes = Object.fromEntries(
      Object.entries(payload).map(([field, value]) => [field, value ?? '']),
    ) as Partial<SettingsEntity>;
    const [current] = await this.settings.find({ order: { id: 'ASC' }, take: 1 });
    // save (not update): the audit trail records each field before → after (audit-subscriber.ts).
    await this.settings.save(this.settings.merge(current, changes));
    return this.current();
  }
}
