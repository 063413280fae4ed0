import { Module } from '@nestjs/common';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { ParcelsModule } from '../parcels/parcels.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ParcelRatingController } from './parcel-rating.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  // ParcelsModule for the tracking lookup budget a rating is counted against.
  imports: [UploadsModule, ParcelsModule, SettingsModule],
  controllers: [ReviewsController, ParcelRatingController],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
