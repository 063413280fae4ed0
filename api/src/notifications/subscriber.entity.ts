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

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
