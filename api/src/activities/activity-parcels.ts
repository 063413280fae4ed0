import type { EntityManager } from 'typeorm';

/**
 * What the history needs from the parcels it belongs to. The parcels module owns that table and
 * provides this (ParcelStoreModule), so activities never reads or writes it itself and does not
 * import the parcels module, which depends on activities for the history.
 */
export abstract class ActivityParcels {
  /** The parcel's history changed: it counts as updated. Throws a 404 when no parcel has the id. */
  abstract touch(manager: EntityManager, parcelId: number): Promise<void>;
}
