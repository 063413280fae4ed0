import { Global, Module } from '@nestjs/common';
import { ActivityParcels } from '../activities/activity-parcels.js';
import { NotifiedParcels } from '../notifications/notified-parcels.js';
import { ParcelStore } from './parcel-store.js';

/**
 * The `parcels` table's owner, for every module: ParcelStore, and the same service as the ports
 * that activities and notifications define for what they need from parcels. Global because those
 * two cannot import it: the parcels module depends on them (history, e-mails), and a port
 * injected from here keeps the dependencies one way (parcels → activities → notifications).
 */
@Global()
@Module({
  providers: [
    ParcelStore,
    { provide: ActivityParcels, useExisting: ParcelStore },
    { provide: NotifiedParcels, useExisting: ParcelStore },
  ],
  exports: [ParcelStore, ActivityParcels, NotifiedParcels],
})
export class ParcelStoreModule {}
