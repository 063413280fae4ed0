import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { DeliveryPreference, ParcelStage, ShowMap } from '@waybill/shared';
import { parcelSearchText, SEARCHED_FIELDS } from './parcel-search.js';

/** Numeric columns come back from PostgreSQL as numbers (double precision), never strings. */
const coordinate = { type: 'double precision', nullable: true } as const;
const optionalText = { type: 'varchar', length: 300, nullable: true } as const;
const country = { type: 'varchar', length: 2, nullable: true } as const;

/** A parcel (docs/product.md §5.1); columns keep the contract's field names. */
@Entity('parcels')
export class ParcelEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  tracking_code: string;

  /** The shop's own order reference (docs/api.md): unique per API key (index parcels_reference). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  reference: string | null;

  /** The API key that made the parcel, which alone reaches it with a key; null: staff made it. */
  @Column({ type: 'integer', nullable: true, select: false })
  api_key_id: number | null;

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

  /** E.164, like recipient_phone_number (address-changes.ts). */
  @Column(optionalText)
  sender_phone_number: string | null;

  @Column(optionalText)
  pickup_location: string | null;

  // The structured addresses (docs/product.md §5.1a); the names, e-mails and phones are above.
  @Column(optionalText)
  recipient_company: string | null;

  @Column(optionalText)
  recipient_address_line1: string | null;

  @Column(optionalText)
  recipient_address_line2: string | null;

  @Column(optionalText)
  recipient_postcode: string | null;

  @Column(optionalText)
  recipient_city: string | null;

  @Column(optionalText)
  recipient_region: string | null;

  /** ISO 3166-1 alpha-2. */
  @Column(country)
  recipient_country: string | null;

  @Column(optionalText)
  sender_company: string | null;

  @Column(optionalText)
  sender_address_line1: string | null;

  @Column(optionalText)
  sender_address_line2: string | null;

  @Column(optionalText)
  sender_postcode: string | null;

  @Column(optionalText)
  sender_city: string | null;

  @Column(optionalText)
  sender_region: string | null;

  @Column(country)
  sender_country: string | null;

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

  /**
   * The courier must be given the code e-mailed to the recipient to deliver it (couriers'
   * handover codes, docs/product.md §4.12).
   */
  @Column({ type: 'boolean', default: false })
  handover_code_required: boolean;

  /**
   * What the tracking page shows of a courier's proof of delivery (tracking.repository.ts): the
   * received-by name, its initials, the photo and when; written with the delivered update.
   */
  @Column({ type: 'varchar', length: 200, nullable: true, select: false })
  proof_received_by: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true, select: false })
  proof_initials: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true, select: false })
  proof_photo: string | null;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  proof_delivered_at: Date | null;

  /**
   * What the recipient asked for the delivery (docs/product.md §2.3d), written only by
   * DeliveryPreferences through ParcelsService.setPreference; null: nothing asked.
   */
  @Column({ type: 'jsonb', nullable: true })
  delivery_preference: DeliveryPreference | null;

  /** The recipient asked to stop tracking e-mails for this parcel. */
  @Column({ type: 'boolean', default: false, select: false })
  notifications_off: boolean;

  /**
   * The searched fields folded into one text (parcel-search.ts), indexed by trigrams
   * (parcels_search_text, migration 1767800000000). Written below with every save.
   */
  @Column({ type: 'text', default: '', select: false })
  search_text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /**
   * Every save of a parcel writes its search text from the fields it holds, so no write path can
   * leave it stale. A parcel loaded without a searched field cannot be saved: its text would lose
   * that field.
   */
  @BeforeInsert()
  @BeforeUpdate()
  protected writeSearchText(): void {
    const missing = SEARCHED_FIELDS.filter((field) => this[field] === undefined);
    if (missing.length > 0 && this.id !== undefined) {
      throw new Error(
        `parcel ${this.id} saved without ${missing.join(', ')}: its search text would be wrong`,
      );
    }
    this.search_text = parcelSearchText(this);
  }
}
