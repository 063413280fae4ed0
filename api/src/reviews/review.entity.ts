import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReviewStatus } from '@waybill/shared';

/**
 * A customer review shown on the home page (docs/product.md §5.4): written by staff, or a
 * visitor's rating of a delivered parcel that waits (`pending`) until staff approve it.
 */
@Entity('reviews')
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Column({ type: 'text' })
  review: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  image: string | null;

  /** 1–5 stars of a visitor's rating; null for a staff review. */
  @Column({ type: 'smallint', nullable: true })
  rating: number | null;

  @Column({ type: 'varchar', length: 16, default: 'approved' })
  status: ReviewStatus;

  /** The rated parcel (one rating each); null for staff reviews and once the parcel is deleted. */
  @Column({ type: 'integer', nullable: true })
  parcel_id: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
