import { SettingsRepository } from './settings.repository.js';
import { Module } from '@nestjs/common';
import { UploadsModule } from '../core/uploads/uploads.module.js';
import { LogoUploadInterceptor } from './logo-upload.interceptor.js';
import { SettingsController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [UploadsModule],
  controllers: [SettingsController],
  providers: [SettingsService, SettingsRepository, LogoUploadInterceptor],
  exports: [SettingsService],
})
export class SettingsModule {}
