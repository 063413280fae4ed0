import { Module } from '@nestjs/common';
import { ParcelStoreModule } from '../parcels/parcel-store.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  imports: [ParcelStoreModule, SettingsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
})
export class InvoicesModule {}
