import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';

@Module({
  imports: [MailModule, SettingsModule],
  controllers: [MessagesController],
  providers: [MessagesService],
})
export class MessagesModule {}
