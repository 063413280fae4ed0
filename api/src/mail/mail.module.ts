import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { OutboxService } from './outbox.service.js';

@Module({
  imports: [
    MailerModule.forRootAsync({
      imports: [],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailerOptions => ({
        // Without MAIL_URL nothing is delivered: messages wait in the outbox.
        transport: config.mailUrl ?? { jsonTransport: true },
        defaults: { from: config.mailFrom } as MailerOptions['defaults'],
      }),
    }),
  ],
  providers: [OutboxService, MailDeliveryService],
  exports: [OutboxService, MailDeliveryService],
})
export class MailModule {}
