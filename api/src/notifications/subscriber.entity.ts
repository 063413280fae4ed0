import type { Language, NotificationEvent } from '@waybill/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor who asked (and confirmed by e-mail) to hear about a parcel's progress. */
@Entity('parcel_subscribers')
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  parcel_id: number;

  @Column({ type: 'varchar', length: 300 })
  email: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmed_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribed_at: Date | null;

  /** The events the subscriber chose (docs/product.md §10); null: every update. */
  @Column({ type: 'jsonb', nullable: true })
  events: NotificationEvent[] | null;

  /** The language of their e-mails and pages. */
  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: Language;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
