import { Injectable } from '@nestjs/common';
import { SETTINGS_FORMS, type Settings, type SettingsForm, validate } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { SettingsEntity } from './settings.entity.js';

const FORMS = Object.entries(SETTINGS_FORMS) as Array<
  [SettingsForm, (typeof SETTINGS_FORMS)[SettingsForm]]
>;

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

  /**
   * Writes the forms whose fields the body carries (see SETTINGS_FORMS): every field of a sent
   * form is written, an optional one left empty is cleared to ''.
   */
  async update(body: unknown): Promise<Settings> {
    const fields = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    const sent = FORMS.filter(([, schema]) =>
      Object.keys(schema.shape).some((key) => fields.includes(key)),
    );
    if (sent.length === 0) {
      throw ApiError.badRequest('Send the fields of a settings form (contact, mail or html)');
    }
    const changes: Partial<SettingsEntity> = {};
    const errors: string[] = [];
    for (const [, schema] of sent) {
      const result = validate(schema, body);
      if (!result.ok) errors.push(...result.errors);
      else
        for (const key of Object.keys(schema.shape)) {
          const value = (result.data as Record<string, unknown>)[key];
          // An empty text field is cleared; a switch that was not sent stays as it is.
          if (value === undefined && key === 'notify_recipients') continue;
          Object.assign(changes, { [key]: value ?? '' });
        }
    }
    if (errors.length > 0) throw new ApiError(400, errors);
    const current = await this.current();
    await this.settings.update({ id: current.id }, changes);
    return this.current();
  }
}
