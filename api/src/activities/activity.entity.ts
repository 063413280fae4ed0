import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ActivityColor, ActivityIcon } from '@waybill/shared';
import type { ParcelPosition } from './activity-parcels.js';

/** One entry of a parcel's tracking history (docs/product.md §5.2). */
@Entity('activities')
export class ActivityEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  parcel_id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 64 })
  icon: ActivityIcon;

  @Column({ type: 'varchar', length: 16 })
  color: ActivityColor;

  /** Where an update found the parcel, to put it back (activity-parcels.ts); null: moved nothing. */
  @Column({ type: 'jsonb', nullable: true })
  parcel_before: ParcelPosition | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
