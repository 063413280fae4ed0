import type { MailSecurity } from '@waybill/shared';
import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The mail server set in the control panel, used when MAIL_URL is unset: one row, created empty
 * by its migration (an empty host: none set).
 */
@Entity('mail_servers')
export class MailServerEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 253, default: '' })
  host: string;

  @Column({ type: 'integer', default: 587 })
  port: number;

  @Column({ type: 'varchar', length: 16, default: 'starttls' })
  security: MailSecurity;

  @Column({ type: 'varchar', length: 300, default: '' })
  username: string;

  /** The password, encrypted (secret-box.ts); '' when none. Never answered, logged or audited. */
  @Column({ name: 'password_sealed', type: 'text', default: '' })
  passwordSealed: string;

  /** The From address; '' means MAIL_FROM. */
  @Column({ type: 'varchar', length: 300, default: '' })
  sender: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
