import { Injectable } from '@nestjs/common';
import type { Settings } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { SettingsEntity } from './settings.entity.js';

/** The one settings record, created with defaults by the first migration. */
@Injectable()
export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async current(): Promise<Settings> {
    const [settings] = await this.dataSource
      .getRepository(SettingsEntity)
      .find({ order: { id: 'ASC' }, take: 1 });
    return { ...settings };
  }
}
