import type { ParcelStage } from '@waybill/shared';
import type { EntityManager } from 'typeorm';

/**
 * Where a parcel is: what an update moves, kept with its history entry as it was before
 * (`parcel_before`), so that the entry's edit or removal can put the parcel back.
 */
export interface ParcelPosition {
  status: string | null;
  stage: ParcelStage | null;
  current_location: string | null;
  map_current_latitude: number | null;
  map_current_longitude: number | null;
}

/**
 * What the history needs from the parcels it belongs to. The parcels module owns that table and
 * provides this (ParcelStoreModule), so activities never reads or writes it itself and does not
 * import the parcels module, which depends on activities for the history.
 */
export abstract class ActivityParcels {
  /** The parcel's history changed: it counts as updated. Throws a 404 when no parcel has the id. */
  abstract touch(manager: EntityManager, parcelId: number): Promise<void>;

  /** Locks the parcel's row until the transaction ends. Throws a 404 when no parcel has the id. */
  abstract hold(manager: EntityManager, parcelId: number): Promise<void>;

  /** Puts the parcel back where it was: status, stage, current location and map point. */
  abstract moveBack(manager: EntityManager, parcelId: number, to: ParcelPosition): Promise<void>;
}
