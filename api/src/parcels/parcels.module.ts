import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { PlacesModule } from '../places/places.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ParcelFigures } from './parcel-figures.js';
import { ParcelStoreModule } from './parcel-store.module.js';
import { ParcelsController } from './parcels.controller.js';
import { ParcelsService } from './parcels.service.js';
import { TrackingUnlock } from './tracking-unlock.js';
import { TrackingUnlockController } from './tracking-unlock.controller.js';

@Module({
  imports: [ParcelStoreModule, ActivitiesModule, UploadsModule, PlacesModule, SettingsModule],
  controllers: [ParcelsController, TrackingUnlockController],
  providers: [ParcelsService, TrackingLookups, ParcelFigures, TrackingUnlock],
  exports: [TrackingLookups, ParcelFigures],
})
export class ParcelsModule {}
