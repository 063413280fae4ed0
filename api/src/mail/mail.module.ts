import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { MailComposer } from './mail-composer.js';
import { MailController } from './mail.controller.js';
import { MailDeliveryJob } from './mail-delivery.job.js';
import { MailTransport } from './mail-transport.js';
import { OutboxMetrics } from './outbox-metrics.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';
import { SendMailService } from './send-mail.service.js';
import { MailServerService } from './mail-server.service.js';
import { MailServerStore } from './mail-server.store.js';

@Module({
  imports: [SettingsModule],
  controllers: [MailController],
  providers: [
    MailTransport,
    MailComposer,
    OutboxRepository,
    OutboxService,
    MailDeliveryJob,
    SendMailService,
    MailServerStore,
    MailServerService,
    // The outbox's figures on /metrics.
    OutboxMetrics,
  ],
  exports: [OutboxService, MailComposer, MailServerService],
})
export class MailModule {}
