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

  /** How the API names the session (public-session-id.ts): never the sid itself. */
  @Index({ unique: true })
  @Column({ name: 'public_id', type: 'varchar', length: 32 })
  publicId: string;

  @Column({ name: 'signed_in_at', type: 'timestamptz', nullable: true })
  signedInAt: Date | null;

  /** Its latest request, to within the store's touch step (typeorm-session.store.ts). */
  @Column({ name: 'last_seen_at', type: 'timestamptz', nullable: true })
  lastSeenAt: Date | null;

  @Column({ name: 'signin_ip', type: 'varchar', length: 64, nullable: true })
  signinIp: string | null;

  @Column({ name: 'last_seen_ip', type: 'varchar', length: 64, nullable: true })
  lastSeenIp: string | null;

  /** The browser's user agent at sign-in. */
  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;
}
