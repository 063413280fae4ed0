import { SubscribersRepository } from './subscribers.repository.js';
import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { SiteLinks } from './site-links.js';

@Module({
  imports: [MailModule, SettingsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, SubscribersRepository, SiteLinks],
  exports: [NotificationsService, SiteLinks],
})
export class NotificationsModule {}
