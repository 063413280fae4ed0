import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ParcelsModule } from '../parcels/parcels.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CourierController, RunsController } from './couriers.controller.js';
import { CourierSync } from './courier-sync.service.js';
import { CouriersRepository } from './couriers.repository.js';
import { HandoverCodes } from './handover-codes.js';
import { ProofsService } from './proofs.service.js';
import { RunsService } from './runs.service.js';

/**
 * Couriers on the road (docs/product.md §4.12): runs, the courier's sync of queued actions
 * through parcels' one-step update, proofs of delivery and handover codes. Owns `run_stops`,
 * `courier_actions`, `proof_uploads`, `delivery_proofs` and `handover_codes`.
 */
@Module({
  imports: [AuthModule, ParcelsModule, UploadsModule, MailModule, SettingsModule],
  controllers: [CourierController, RunsController],
  providers: [CouriersRepository, RunsService, CourierSync, HandoverCodes, ProofsService],
  exports: [ProofsService],
})
export class CouriersModule {}
