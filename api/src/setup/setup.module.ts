import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SetupChecklistService } from './setup-checklist.service.js';
import { SetupController } from './setup.controller.js';

/** The set-up checklist of a new install: it reads the settings and the mail server. */
@Module({
  imports: [SettingsModule, MailModule],
  controllers: [SetupController],
  providers: [SetupChecklistService],
})
export class SetupModule {}
