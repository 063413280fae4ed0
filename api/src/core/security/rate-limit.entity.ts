import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Hits per key in a fixed window; in the database so every instance shares the count. */
@Entity('rate_limits')
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ name: 'reset_at', type: 'timestamptz' })
  resetAt: Date;
}
