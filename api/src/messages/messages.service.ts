import { Injectable } from '@nestjs/common';
import type { ContactMessagePayload } from '@waybill/shared';
import { RateLimiter, type RateRule } from '../core/security/rate-limiter.service.js';
import { companyDetails } from '../documents/company.js';
import { OutboxService } from '../mail/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { DataSource } from 'typeorm';
import { InboxService } from './inbox.service.js';

const HOUR = 60 * 60_000;
export const MESSAGE_LIMITS = {
  perIp: { name: 'message:ip', limit: 5, windowMs: HOUR },
  perEmail: { name: 'message:email', limit: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;

// It reached the inbox (and, with a contact e-mail, the outbox): true with or without a mail server.
export const MESSAGE_SENT = 'Thank you. Your message has reached our team.';

/**
 * A visitor's message from the contact page: kept in the panel's inbox (so it is read even with no
 * mail server), and e-mailed to the company's contact address when one is set.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly inbox: InboxService,
  ) {}

  /** Counts the message against the client's and the sender's limits, then keeps it. */
  async send(message: ContactMessagePayload, client: string): Promise<void> {
    await this.limiter.consume(MESSAGE_LIMITS.perIp, client);
    await this.limiter.consume(MESSAGE_LIMITS.perEmail, message.email);
    await this.dataSource.transaction(async (manager) => {
      await this.inbox.receive(message, manager);
      // Only an address the company set: a new install's made-up one is nobody's (company.ts).
      const contact_email = companyDetails(await this.settings.current(manager)).email;
      if (!contact_email) return;
      const sender = message.name ? `${message.name} <${message.email}>` : message.email;
      await this.outbox.enqueue(
        {
          to: contact_email,
          replyTo: message.email,
          subject: `Website message: ${message.subject}`,
          text: [`From: ${sender}`, '', message.body].join('\n'),
        },
        manager,
      );
    });
  }
}
