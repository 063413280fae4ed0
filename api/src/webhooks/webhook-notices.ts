import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ownerEmail } from '../auth/auth.repository.js';
import { OutboxService } from '../mail/outbox.service.js';

/** The owner's e-mail when an endpoint was turned off for its failures (docs/webhooks.md). */
@Injectable()
export class WebhookNotices {
  constructor(private readonly outbox: OutboxService) {}

  async turnedOff(manager: EntityManager, endpointId: number, url: string): Promise<void> {
    const to = await ownerEmail(manager);
    if (!to) return;
    await this.outbox.enqueue(
      {
        to,
        subject: 'A webhook endpoint was turned off',
        text:
          `The webhook endpoint ${url} (number ${endpointId}) did not accept any delivery for ` +
          `three days, so it was turned off. Its delivery log, in the control panel under ` +
          `Webhooks, shows each try's answer. Turn it back on there once it answers again; the ` +
          `deliveries that failed can be sent again with Resend.`,
      },
      manager,
    );
  }
}
