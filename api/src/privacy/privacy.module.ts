import { Module } from '@nestjs/common';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { PersonalDataRetentionJob } from './personal-data-retention.job.js';
import { PersonalDataRepository } from './personal-data.repository.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';

/**
 * The personal data lifecycle (docs/product.md §4.18, docs/architecture.md §4.10): data requests
 * (find, export, erase) and the retention after the settings' `personal_data_days`, over the one declaration of
 * where people's data is (personal-data.ts).
 */
@Module({
  imports: [UploadsModule, SettingsModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, PersonalDataRepository, PersonalDataRetentionJob],
})
export class PrivacyModule {}
