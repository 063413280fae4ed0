import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import type { JobFailure, JobHandler } from '../core/jobs/job-handler.js';
import { MailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';

type Payload = { outboxId: number };

/**
 * Delivers one outbox message through MAIL_URL: a job of the queue (core/jobs), which claims it
 * for one instance, retries it with backoff and hands it back at shutdown. The outbox row shows
 * where it is for the outbox screen: `sending` while at the mail server, `queued` again with its
 * error and next try after a failure, `failed` after the last.
 */
@Injectable()
export class MailDeliveryJob implements JobHandler<Payload> {
  static readonly jobName = 'mail.deliver';
  static readonly payload = z.object({ outboxId: z.number().int().positive() });
  static readonly maxAttempts = 8;

  private readonly logger = new Logger('MailDelivery');

  constructor(
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
  ) {}

  /** Without MAIL_URL messages stay queued and readable: no try is spent on them. */
  ready(): boolean {
    return this.transport.configured;
  }

  async run({ outboxId }: Payload): Promise<void> {
    const message = await this.outbox.startSending(outboxId);
    if (!message) return;
    await this.transport.send({
      // From MAIL_FROM (the transport's), never the row's: a row may predate this rule.
      to: message.to_address,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.reply_to ? { replyTo: message.reply_to } : {}),
    });
    // Only the send may count as a failed try: once the server accepted it, it is sent.
    await this.outbox.markSent(outboxId);
  }

  async failed({ outboxId }: Payload, failure: JobFailure): Promise<void> {
    await this.outbox.markFailed(outboxId, failure.error, failure.retryAt);
    this.logger.warn(
      { outboxId, attempts: failure.attempts, reason: failure.error },
      'Mail not delivered',
    );
  }
}
