import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { InboxController } from './inbox.controller.js';
import { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';

@Module({
  imports: [MailModule, SettingsModule],
  controllers: [MessagesController, InboxController],
  providers: [MessagesService, InboxService, InboxRepository],
})
export class MessagesModule {}
