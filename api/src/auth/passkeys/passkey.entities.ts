import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A passkey (WebAuthn credential) of an account: the authenticator's id for it, its public key
 * (COSE), the signature counter last seen, how it can be reached (transports) and the name its
 * holder gave it. No secret is kept: the private key never leaves the authenticator.
 */
@Entity('passkeys')
export class PasskeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  /** base64url, as the browser names the credential. */
  @Column({ name: 'credential_id', type: 'varchar', length: 1400, unique: true })
  credentialId: string;

  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  @Column({ type: 'bigint', default: 0 })
  counter: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  transports: string[];

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/**
 * The challenge of a ceremony under way: `purpose` is 'register' (bound to the account adding
 * a passkey), 'step' (bound to a pending sign-in) or 'signin' (a passkey alone; bound to nothing,
 * the credential names the account). Deleted when used, so it works once.
 */
@Entity('passkey_challenges')
export class PasskeyChallengeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 128, unique: true })
  challenge: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: 'register' | 'step' | 'signin';

  @Column({ name: 'bound_to', type: 'varchar', length: 80, nullable: true })
  boundTo: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const PASSKEY_ENTITIES = [PasskeyEntity, PasskeyChallengeEntity];
