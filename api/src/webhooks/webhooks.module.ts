import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { WebhookDeliveryJob } from './webhook-delivery.job.js';
import { WebhookEvents } from './webhook-events.js';
import { WebhookNotices } from './webhook-notices.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Webhooks (docs/webhooks.md): endpoints, the events parcels record through `WebhookEvents` in
 * their transactions, and their delivery on the job queue (`webhook.deliver`).
 */
@Module({
  imports: [MailModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhookSecrets,
    WebhookEvents,
    WebhookNotices,
    WebhookDeliveryJob,
    WebhooksService,
  ],
  exports: [WebhookEvents],
})
export class WebhooksModule {}
