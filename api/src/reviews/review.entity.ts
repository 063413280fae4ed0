import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A customer review shown on the home page (docs/product.md §5.4). */
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

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
