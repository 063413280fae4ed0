import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { JobFailure, JobHandler } from '../core/jobs/job-handler.js';
import { MailTransport } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';

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
    private readonly messages: OutboxService,
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
      ...(message.list_unsubscribe ? { listUnsubscribe: message.list_unsubscribe } : {}),
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

  /**
   * Run again from the jobs screen: the outbox's own Retry of the message. The dead job alone
   * would find its message failed and send nothing; the message queued again gets a new job.
   */
  async retry(manager: EntityManager, { outboxId }: Payload): Promise<void> {
    await this.messages.retry(outboxId, manager);
  }
}
