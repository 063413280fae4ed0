import { Injectable } from '@nestjs/common';
import type { ContactMessagePayload } from '@waybill/shared';
import { RateLimiter, type RateRule } from '../core/security/rate-limiter.service.js';
import { OutboxService } from '../mail/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';

const HOUR = 60 * 60_000;
export const MESSAGE_LIMITS = {
  perIp: { name: 'message:ip', limit: 5, windowMs: HOUR },
  perEmail: { name: 'message:email', limit: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;

export const MESSAGE_SENT = 'Thank you. Your message has been sent to our team.';

/** A visitor's message from the contact page, queued to the company's contact address. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
  ) {}

  /** Counts the message against the client's and the sender's limits, then queues it. */
  async send(message: ContactMessagePayload, client: string): Promise<void> {
    await this.limiter.consume(MESSAGE_LIMITS.perIp, client);
    await this.limiter.consume(MESSAGE_LIMITS.perEmail, message.email);
    const { contact_email } = await this.settings.current();
    const sender = message.name ? `${message.name} <${message.email}>` : message.email;
    await this.outbox.enqueue({
      to: contact_email,
      replyTo: message.email,
      subject: `Website message: ${message.subject}`,
      text: [`From: ${sender}`, '', message.body].join('\n'),
    });
  }
}
