import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';

const POLL_MS = 5_000;
const BATCH = 10;
const LOCK_SECONDS = 120;
const MAX_ATTEMPTS = 8;

interface ClaimedMessage {
  id: number;
  to_address: string;
  from_address: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/**
 * Delivers queued messages through MAIL_URL. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so two instances never send the same message; failures are retried with backoff.
 */
@Injectable()
export class MailDeliveryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailDelivery');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.configured) return;
    this.unsubscribe = this.outbox.onEnqueued(() => void this.deliverDue());
    this.timer = setInterval(() => void this.deliverDue(), POLL_MS);
    this.timer.unref();
    void this.deliverDue();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.running;
  }

  /** Sends every due message; concurrent calls fold into one more pass. */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.deliverBatch()) === BATCH);
        } while (this.again);
      } catch (error) {
        this.logger.error({ err: error }, 'Mail delivery pass failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async deliverBatch(): Promise<number> {
    const claimed = await this.claim();
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sending', locked_until = now() + $1 * interval '1 second',
              attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM outbox_messages
         WHERE (status = 'queued' AND next_attempt_at <= now())
            OR (status = 'sending' AND locked_until < now())
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, from_address, subject, text, html, attempts`,
      [LOCK_SECONDS, BATCH],
    )) as [ClaimedMessage[], number];
    return rows;
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    try {
      await this.transport.send({
        to: message.to_address,
        from: message.from_address,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = 'sent', sent_at = now(), locked_until = NULL,
                last_error = NULL, updated_at = now() WHERE id = $1`,
        [message.id],
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const finalFailure = message.attempts >= MAX_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = $2, last_error = $3, locked_until = NULL,
                next_attempt_at = now() + $4 * interval '1 second', updated_at = now() WHERE id = $1`,
        [
          message.id,
          finalFailure ? 'failed' : 'queued',
          reason,
          retryDelaySeconds(message.attempts),
        ],
      );
      this.logger.warn(
        { outboxId: message.id, attempts: message.attempts, reason },
        'Mail not delivered',
      );
    }
  }
}

/** 15 s, 30 s, 1 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}
