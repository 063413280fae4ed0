import { Module } from '@nestjs/common';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';

@Module({
  providers: [MailTransport, OutboxService, MailDeliveryService],
  exports: [OutboxService, MailDeliveryService],
})
export class MailModule {}
