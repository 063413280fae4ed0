import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ParcelStage, ShowMap } from '@waybill/shared';

/** Numeric columns come back from PostgreSQL as numbers (double precision), never strings. */
const coordinate = { type: 'double precision', nullable: true } as const;
const optionalText = { type: 'varchar', length: 300, nullable: true } as const;

/** A parcel (docs/product.md §5.1); columns keep the contract's field names. */
@Entity('parcels')
export class ParcelEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  tracking_code: string;

  @Column({ type: 'varchar', length: 300 })
  recipient_name: string;

  @Column(optionalText)
  recipient_email: string | null;

  @Column(optionalText)
  recipient_phone_number: string | null;

  @Column({ type: 'varchar', length: 300 })
  destination: string;

  @Column(optionalText)
  current_location: string | null;

  @Column(optionalText)
  status: string | null;

  /** The stage staff chose; null: the status text's stage in Settings' mapping. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  stage: ParcelStage | null;

  /**
   * `statusKey(status)`, written with every status (parcel-stage.ts), so that the tracking
   * statement looks the status up in Settings' mapping without lower-casing text in SQL.
   */
  @Column({ type: 'text', nullable: true, select: false })
  status_key: string | null;

  /**
   * The stage shown, stored: the stage chosen, else the status key's in Settings' mapping, else
   * Delivered for a status starting with "delivered". The database writes it (a trigger, with
   * every stage, status key and change to the mapping: migration 1767700000000), never the API.
   */
  @Column({ type: 'varchar', length: 32, nullable: true, insert: false, update: false })
  current_stage: ParcelStage | null;

  /**
   * The unlock facts (unlock-check.ts's `storedUnlockFacts`), written with the recipient's e-mail
   * and phone, so the tracking statement and the unlock check read one definition.
   */
  @Column({ type: 'text', nullable: true, select: false })
  unlock_email: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true, select: false })
  unlock_phone_last4: string | null;

  @Column(optionalText)
  weight: string | null;

  @Column(optionalText)
  shipped_via: string | null;

  @Column(optionalText)
  sender_name: string | null;

  @Column(optionalText)
  sender_email: string | null;

  @Column(optionalText)
  pickup_location: string | null;

  @Column(optionalText)
  parcel_content: string | null;

  @Column(optionalText)
  declared_value: string | null;

  /** 'YYYY-MM-DD' (a date column is read back as text, so no time zone shifts it). */
  @Column({ type: 'date', nullable: true })
  min_expected_delivery_date: string | null;

  @Column({ type: 'date', nullable: true })
  max_expected_delivery_date: string | null;

  @Column(optionalText)
  image: string | null;

  @Column({ type: 'varchar', length: 3, default: 'no' })
  show_map: ShowMap;

  /** The staff's zoom; null: the tracking map fits every marker. */
  @Column({ type: 'integer', nullable: true })
  map_zoom: number | null;

  @Column(coordinate)
  map_current_latitude: number | null;

  @Column(coordinate)
  map_current_longitude: number | null;

  @Column(coordinate)
  map_pickup_latitude: number | null;

  @Column(coordinate)
  map_pickup_longitude: number | null;

  @Column(coordinate)
  map_destination_latitude: number | null;

  @Column(coordinate)
  map_destination_longitude: number | null;

  /** The recipient asked to stop tracking e-mails for this parcel. */
  @Column({ type: 'boolean', default: false, select: false })
  notifications_off: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
