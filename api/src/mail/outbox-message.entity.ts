import type { OutboxStatus } from '@waybill/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Every outgoing message is written here first, then delivered with retries. */
@Entity('outbox_messages')
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_address', type: 'varchar', length: 300 })
  to: string;

  @Column({ name: 'from_address', type: 'varchar', length: 300 })
  from: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ name: 'reply_to', type: 'varchar', length: 300, nullable: true })
  replyTo: string | null;

  /**
   * The one-click unsubscribe address (RFC 8058) of a notice: sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`. Signed, so blanked with the body once sent.
   */
  @Column({ name: 'list_unsubscribe', type: 'text', nullable: true })
  listUnsubscribe: string | null;

  /** The body carries a secret (a PIN, a signed link): blanked once the message is sent. */
  @Column({ type: 'boolean', default: false })
  secret: boolean;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
