import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ParcelsModule } from '../parcels/parcels.module.js';
import { DashboardController } from './dashboard.controller.js';

/** The control panel's dashboard: figures read from the parcels' and the outbox's owners. */
@Module({
  imports: [ParcelsModule, MailModule],
  controllers: [DashboardController],
})
export class DashboardModule {}
