import { Module } from '@nestjs/common';
import { ParcelStoreModule } from '../parcels/parcel-store.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { LabelsController } from './labels.controller.js';
import { LabelsService } from './labels.service.js';

@Module({
  imports: [ParcelStoreModule, SettingsModule],
  controllers: [LabelsController],
  providers: [LabelsService],
})
export class LabelsModule {}
