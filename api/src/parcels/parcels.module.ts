import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { PlacesModule } from '../places/places.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AddressBook, AddressBookController } from './address-book.controller.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ParcelEvents } from './parcel-events.js';
import {
  DeliveryPredictionsJob,
  ParcelPredictionJob,
} from './predictions/delivery-prediction.jobs.js';
import { DeliveryPredictions } from './predictions/delivery-predictions.js';
import { PredictionTriggers } from './prediction-triggers.js';
import { PredictionsRepository } from './predictions/predictions.repository.js';
import { ParcelFigures } from './parcel-figures.js';
import { ParcelStoreModule } from './parcel-store.module.js';
import { ParcelsController } from './parcels.controller.js';
import { ParcelsService } from './parcels.service.js';
import { TrackingUnlock } from './tracking-unlock.js';
import { TrackingUnlockController } from './tracking-unlock.controller.js';
import { TrackingPage } from './tracking-page.js';
import { BulkActionJob } from './bulk-action.job.js';
import { BulkActions } from './bulk-actions.service.js';
import { BulkActionsRepository } from './bulk-actions.repository.js';
import { ParcelBatchesController } from './parcel-batches.controller.js';
import { DeliveryPreferences } from './delivery-preferences.js';
import { DeliveryPreferencesController } from './delivery-preferences.controller.js';

@Module({
  imports: [
    ParcelStoreModule,
    ActivitiesModule,
    UploadsModule,
    PlacesModule,
    SettingsModule,
    WebhooksModule,
    NotificationsModule,
  ],
  controllers: [
    ParcelsController,
    TrackingUnlockController,
    DeliveryPreferencesController,
    AddressBookController,
    ParcelBatchesController,
  ],
  providers: [
    ParcelsService,
    TrackingLookups,
    ParcelFigures,
    TrackingUnlock,
    DeliveryPreferences,
    AddressBook,
    ParcelEvents,
    BulkActions,
    BulkActionsRepository,
    BulkActionJob,
    PredictionsRepository,
    DeliveryPredictions,
    DeliveryPredictionsJob,
    ParcelPredictionJob,
    PredictionTriggers,
    TrackingPage,
  ],
  // ParcelsService: the one-step update, also a courier's synced action's (couriers/).
  // TrackingPage: the tracking page drawn with its parcel (site/).
  exports: [TrackingLookups, ParcelFigures, ParcelsService, TrackingPage],
})
export class ParcelsModule {}
