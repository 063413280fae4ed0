import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailDriver, MailTemplate, ParcelStage, StatusStage } from '@waybill/shared';

/** The one site-settings record (docs/product.md §5.5); its fields keep the contract's names. */
@Entity('settings')
export class SettingsEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300, default: 'Waybill' })
  company_name: string;

  @Column({ type: 'varchar', length: 300 })
  contact_email: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_phone: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_phone_alt: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_twitter: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_telegram: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_instagram: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  contact_address: string;

  @Column({ type: 'varchar', length: 16, default: 'outbox' })
  mail_driver: MailDriver;

  @Column({ type: 'varchar', length: 16, default: 'html1' })
  mail_template: MailTemplate;

  @Column({ type: 'varchar', length: 300, default: '' })
  meta_description: string;

  @Column({ type: 'text', default: '' })
  chat_code: string;

  @Column({ type: 'boolean', default: true })
  notify_recipients: boolean;

  /** Status texts and their stages, as staff wrote them (docs/product.md §4.7). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  status_stages: StatusStage[];

  /** What the tracking code alone shows (docs/product.md §2.3); off: kept for the recipient. */
  @Column({ type: 'boolean', default: false })
  tracking_shows_names: boolean;

  @Column({ type: 'boolean', default: false })
  tracking_shows_photo: boolean;

  @Column({ type: 'boolean', default: false })
  tracking_shows_exact_map: boolean;

  /** The same mapping by status key (statusStageIndex), which the tracking statement reads. */
  @Column({ type: 'jsonb', default: () => "'{}'", select: false })
  status_stage_index: Record<string, ParcelStage>;
}
