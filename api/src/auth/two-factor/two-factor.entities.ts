import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An account's TOTP secret. Until `enabledAt` it is only being set up (the first code confirms
 * it); `lastUsedStep` is the time step of the last code accepted, so no code works twice.
 */
@Entity('two_factor_secrets')
export class TwoFactorSecretEntity {
  @PrimaryColumn({ name: 'admin_id', type: 'integer' })
  adminId: number;

  /** Base32, as the authenticator app holds it; never leaves the API after set-up. */
  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A single-use recovery code, stored as a keyed hash (recovery-codes.ts). */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A sign-in whose password was right and that waits for its second step: the browser holds the
 * random token (a cookie), the table its hash. `purpose` is 'verify' (a code is asked) or 'setup'
 * (TOTP must be set up first, the owner requires it).
 */
@Entity('pending_signins')
export class PendingSigninEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ type: 'varchar', length: 16 })
  purpose: 'verify' | 'setup';

  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The owner's rule (one row): whether every account must sign in with a second factor. */
@Entity('two_factor_policy')
export class TwoFactorPolicyEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

export const TWO_FACTOR_ENTITIES = [
  TwoFactorSecretEntity,
  RecoveryCodeEntity,
  PendingSigninEntity,
  TwoFactorPolicyEntity,
];
