import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

const optionalText = { type: 'varchar', length: 300, nullable: true } as const;

/** numeric comes back from PostgreSQL as text (it can exceed a double): read it as a number. */
const money = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** An invoice; columns keep the contract's field names. */
@Entity('invoices')
export class InvoiceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** INV-000001…, computed by PostgreSQL from the id (see the migration), never written. */
  @Column({ type: 'varchar', length: 32, insert: false, update: false })
  number: string;

  @Column({ type: 'varchar', length: 300 })
  product: string;

  /** The linked parcel's code as the parcel spells it; kept if the parcel is later deleted. */
  @Column(optionalText)
  tracking_code: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: money })
  amount: number | null;

  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  @Column(optionalText)
  customer_name: string | null;

  @Column(optionalText)
  customer_email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
