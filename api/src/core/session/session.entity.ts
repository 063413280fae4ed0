import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A server-side session; the cookie carries only its signed id. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  /** The signed-in admin, so every session of one admin can be ended at once. */
  @Index()
  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
