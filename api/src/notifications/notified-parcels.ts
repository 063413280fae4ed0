import type { ParcelStage } from '@waybill/shared';
import type { EntityManager } from 'typeorm';

/** The fields of a parcel that its e-mails need. */
export interface NotifiedParcel {
  id: number;
  tracking_code: string;
  recipient_email: string | null;
  status: string | null;
  /** The stage shown, which says which of a subscriber's events an entry is (docs/product.md §10). */
  current_stage: ParcelStage | null;
  notifications_off: boolean;
}

/**
 * What notifications need from parcels. The parcels module owns that table and provides this
 * (ParcelStoreModule), so notifications never reads or writes it itself and does not import the
 * parcels module (which depends, through activities, on notifications).
 */
export abstract class NotifiedParcels {
  /** The parcel with the code (any letter case, spaces around ignored), or null. */
  abstract findByCode(
    code: string,
    manager?: EntityManager,
  ): Promise<Pick<NotifiedParcel, 'id' | 'tracking_code'> | null>;

  /** The parcel's fields for an e-mail about it, or null when no parcel has the id. */
  abstract forNotice(manager: EntityManager, parcelId: number): Promise<NotifiedParcel | null>;

  /** The recipient asked for no more e-mails; false when no parcel has the id. */
  abstract stopNotifications(manager: EntityManager, parcelId: number): Promise<boolean>;

  /** The tracking code of an existing parcel. */
  abstract codeOf(manager: EntityManager, parcelId: number): Promise<string>;
}
