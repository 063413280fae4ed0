import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  DeliveryOption,
  MailDriver,
  MailTemplate,
  ParcelStage,
  StatusStage,
} from '@waybill/shared';

/** The one site-settings record (docs/product.md §5.5); its fields keep the contract's names. */
@Entity('settings')
export class SettingsEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300, default: 'Waybill' })
  company_name: string;

  /** An uploaded picture's name (core/uploads), '' for none; its use is counted there. */
  @Column({ type: 'varchar', length: 200, default: '' })
  company_logo: string;

  /** The public address kept here when PUBLIC_URL is unset (docs/product.md §4.3). */
  @Column({ type: 'varchar', length: 300, default: '' })
  public_url: string;

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

  /** Delivery preferences a recipient may ask for (docs/product.md §2.3d). */
  @Column({ type: 'jsonb' })
  preference_options: DeliveryOption[];

  @Column({ type: 'integer', default: 5 })
  preference_window_days: number;

  /** HH:MM in the company's time zone. */
  @Column({ type: 'varchar', length: 5, default: '07:00' })
  preference_cutoff: string;

  /** Days after delivery or return before a parcel's people are erased (api/src/privacy). */
  @Column({ type: 'integer', default: 365 })
  personal_data_days: number;

  /** The same mapping by status key (statusStageIndex), which the tracking statement reads. */
  @Column({ type: 'jsonb', default: () => "'{}'", select: false })
  status_stage_index: Record<string, ParcelStage>;
}
