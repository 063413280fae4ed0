import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PageIcon } from '@waybill/shared';

/** A content page (docs/product.md §5.3), shown at /pages/{slug}. */
@Entity('pages')
export class PageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 32, default: 'people' })
  icon: PageIcon;

  @Column({ type: 'varchar', length: 32, nullable: true })
  hero: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  overlay: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  sub_title: string | null;

  /** A starter page of a new install, not yet edited: staff edit it or delete it. */
  @Column({ type: 'boolean', default: false })
  sample: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
