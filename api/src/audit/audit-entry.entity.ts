import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row of the audit trail (table audit_log, owned by AuditWriter: rows are only ever inserted,
 * and deleted only by the retention purge). `id` is drawn from audit_log_id_seq under the chain's
 * lock, so ids follow the chain's order.
 */
@Entity('audit_log')
export class AuditEntryEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'integer', nullable: true })
  account_id!: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  account_email!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  account_role!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  user_agent!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  request_id!: string | null;

  @Column({ type: 'varchar', length: 40 })
  entity!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  entity_id!: string | null;

  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ type: 'jsonb' })
  changes!: Record<string, { before: unknown; after: unknown }>;

  @Column({ type: 'char', length: 64, nullable: true })
  prev_hash!: string | null;

  @Column({ type: 'char', length: 64 })
  hash!: string;
}
