import { Inject, Injectable } from '@nestjs/common';
import type { SetupChecklist, SetupItem } from '@waybill/shared';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import {
  DEFAULT_COMPANY_NAME,
  PLACEHOLDER_ADDRESS,
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_PHONE,
} from '../documents/company.js';
import { LinkBase } from '../core/http/link-base.js';
import { MailServerService } from '../mail/mail-server.service.js';
import { SettingsService } from '../settings/settings.service.js';

/** A new install's name and contact details count as not set (documents/company.ts). */
const PLACEHOLDERS = {
  company_name: ['', DEFAULT_COMPANY_NAME],
  contact_phone: ['', PLACEHOLDER_PHONE],
  contact_address: ['', PLACEHOLDER_ADDRESS],
};

/** What a new install still lacks (docs/product.md §4.3), read from where each is kept. */
@Injectable()
export class SetupChecklistService {
  constructor(
    private readonly settings: SettingsService,
    private readonly mail: MailServerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly linkBase: LinkBase,
  ) {}

  async current(): Promise<SetupChecklist> {
    const [settings, mail, publicUrl] = await Promise.all([
      this.settings.current(),
      this.mail.status(),
      this.linkBase.configured(),
    ]);
    const done: Record<SetupItem, boolean> = {
      company_name: !PLACEHOLDERS.company_name.includes(settings.company_name.trim()),
      logo: settings.company_logo !== '',
      contact_address: !PLACEHOLDERS.contact_address.includes(settings.contact_address.trim()),
      contact_email: !['', PLACEHOLDER_EMAIL].includes(settings.contact_email.trim()),
      contact_phone: !PLACEHOLDERS.contact_phone.includes(settings.contact_phone.trim()),
      public_url: publicUrl.source !== 'none',
      time_zone: this.config.timeZoneChosen,
      mail: mail.source !== 'none',
    };
    const items = (Object.keys(done) as SetupItem[]).map((item) => ({ item, done: done[item] }));
    return { items, complete: items.every((entry) => entry.done), public_url: publicUrl };
  }
}
