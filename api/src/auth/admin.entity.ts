import type { Role } from '@waybill/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A staff member (the table keeps its first name, from when there was one admin). */
@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300, unique: true })
  email: string;

  /** argon2id hash; never leaves the auth service. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** How the member is shown to the rest of the staff. */
  @Column({ type: 'varchar', length: 300, default: '' })
  name: string;

  /** What the member may do (shared/src/roles.ts); exactly one row is the owner. */
  @Column({ type: 'varchar', length: 20 })
  role: Role;

  /** Set while the member is disabled: no sign-in, no session. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
