import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  statusStageIndex,
  type PublicSettings,
  type Settings,
  type SettingsPatchPayload,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { LinkBase } from '../core/http/link-base.js';
import { IMAGE_OBJECTS, type ImageObjects } from '../core/uploads/image-objects.js';
import { ImageStore } from '../core/uploads/image-store.js';
import { type CompanyDetails, companyDetails } from '../documents/company.js';
import { SettingsEntity } from './settings.entity.js';
import { SettingsRepository } from './settings.repository.js';

/** The one settings record, created with defaults by the first migration. */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger('SettingsService');

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: SettingsRepository,
    private readonly images: ImageStore,
    @Inject(IMAGE_OBJECTS) private readonly objects: ImageObjects,
    linkBase: LinkBase,
  ) {
    // Links read the public address kept here (core/http/link-base.ts), in their transaction.
    linkBase.storedIn(async (manager) => (await this.current(manager)).public_url ?? '');
  }

  /** Pass the caller's transaction manager when reading inside a transaction. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<Settings> {
    const [settings] = await manager
      .getRepository(SettingsEntity)
      .find({ order: { id: 'ASC' }, take: 1 });
    return { ...settings };
  }

  /**
   * What every screen gets in the graph: the settings without the status mapping, and without a
   * new install's made-up contact details (the public footer and contact page show nothing
   * rather than example.com or a 555 number; documents/company.ts).
   */
  async forEveryone(): Promise<PublicSettings> {
    const { status_stages: _mapping, public_url: _address, ...settings } = await this.current();
    const real = companyDetails(settings);
    return {
      ...settings,
      contact_email: real.email,
      contact_phone: real.phone,
      contact_address: real.address,
    };
  }

  /**
   * The company's details for a document: '' for each one not set (documents/company.ts) and the
   * logo's bytes. A logo the store cannot give now (a bucket away) is left off, not the document.
   */
  async company(): Promise<CompanyDetails> {
    const settings = await this.current();
    const details = companyDetails(settings);
    if (!settings.company_logo) return details;
    try {
      const object = await this.objects.read(settings.company_logo);
      return { ...details, logo: object ? await buffer(object.body) : null };
    } catch (error) {
      this.logger.warn({ err: error }, 'The company logo could not be read for a document');
      return details;
    }
  }

  /**
   * Checks and re-encodes the picture (core/uploads: JPEG or PNG by its bytes, nothing else) and
   * makes it the logo; the previous logo's use is dropped in the same transaction.
   */
  async setLogo(content: Buffer): Promise<Settings> {
    const image = await this.images.prepare(content);
    await this.images.change(
      async (manager, pictures) => {
        const previous = await this.writeLogo(manager, image.name);
        await pictures.add(image);
        await pictures.drop(previous);
      },
      [image],
    );
    return this.current();
  }

  /** No logo: documents and the site show none; the picture goes with its last use. */
  async removeLogo(): Promise<Settings> {
    await this.images.change(async (manager, pictures) => {
      await pictures.drop(await this.writeLogo(manager, ''));
    });
    return this.current();
  }

  /** Writes the logo's name; returns the one it replaces ('' for none). */
  private async writeLogo(manager: EntityManager, name: string): Promise<string> {
    const settings = manager.getRepository(SettingsEntity);
    const [current] = await settings.find({ order: { id: 'ASC' }, take: 1 });
    const previous = current.company_logo;
    // save (not update): the audit trail records the change (audit-subscriber.ts).
    if (previous !== name) await settings.save(settings.merge(current, { company_logo: name }));
    return previous;
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
