import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A PIN sent by e-mail to reset a forgotten password: stored hashed, single use, short-lived. */
@Entity('password_resets')
export class PasswordResetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @Column({ name: 'pin_hash', type: 'varchar', length: 255 })
  pinHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
