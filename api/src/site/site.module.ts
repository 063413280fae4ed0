import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { SiteController } from './site.controller.js';

@Module({
  imports: [SettingsModule],
  controllers: [SiteController],
})
export class SiteModule {}
