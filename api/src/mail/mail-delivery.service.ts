import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';

const POLL_MS = 5_000;
const BATCH = 10;
const LOCK_SECONDS = 120;
const MAX_ATTEMPTS = 8;
/** How long a shutdown waits for the message being sent before handing back the others. */
const STOP_WAIT_MS = 5_000;

interface ClaimedMessage {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  attempts: number;
}

/**
 * Delivers queued messages through MAIL_URL. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so two instances never send the same message; failures are retried with backoff. On
 * shutdown the worker stops and hands back the claims it has not started sending (issue 15).
 */
@Injectable()
export class MailDeliveryService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailDelivery');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;
  /** Claimed by this instance and not yet finished with: what a shutdown hands back. */
  private readonly held = new Map<number, ClaimedMessage>();
  /** The message whose send is under way: never handed back (it may reach the server). */
  private sending: number | undefined;

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

  /** Before the database closes (TypeORM closes it in onApplicationShutdown). */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /**
   * Stops the worker: no new claim, no new send. Waits a bounded time for the send under way,
   * then hands back every other message it claimed (queued again, the attempt not counted, due
   * at once), so another instance sends them now rather than when the lease ends.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    if (this.running) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([this.running, waited]);
      clearTimeout(timer);
    }
    const handBack = [...this.held.values()].filter((message) => message.id !== this.sending);
    this.held.clear();
    if (handBack.length === 0) return;
    try {
      const [, count] = (await this.dataSource.query(
        `UPDATE outbox_messages SET status = 'queued', locked_until = NULL,
                attempts = attempts - 1, updated_at = now()
         WHERE status = 'sending'
           AND (id, attempts) IN (SELECT * FROM unnest($1::int[], $2::int[]))`,
        [handBack.map((message) => message.id), handBack.map((message) => message.attempts)],
      )) as [unknown[], number];
      this.logger.log({ released: count }, 'Mail claims handed back at shutdown');
    } catch (error) {
      // Their lease runs out instead (LOCK_SECONDS) and another instance claims them then.
      this.logger.warn({ err: error }, 'Could not hand back mail claims at shutdown');
    }
  }

  /** Sends every due message; concurrent calls fold into one more pass. */
  deliverDue(): Promise<void> {
    // Without MAIL_URL messages stay queued and readable: no attempt is spent on them.
    if (!this.transport.configured || this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverBatch()) === BATCH);
        } while (this.again && !this.stopped);
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
    for (const message of claimed) this.held.set(message.id, message);
    for (const message of claimed) {
      // A shutdown hands back what this pass has not started (stop()).
      if (this.stopped) break;
      // The batch shares one lease: renew it per message, and skip a message whose lease ran
      // out and was claimed again elsewhere (slow earlier sends), so it is not sent twice.
      this.sending = message.id;
      try {
        if (await this.renewLease(message)) await this.deliver(message);
      } finally {
        this.sending = undefined;
        this.held.delete(message.id);
      }
    }
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
       RETURNING id, to_address, subject, text, html, reply_to, attempts`,
      [LOCK_SECONDS, BATCH],
    )) as [ClaimedMessage[], number];
    return rows;
  }

  /** Extends the lease on a message this pass still holds; false when the claim was lost. */
  private async renewLease(message: ClaimedMessage): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      `UPDATE outbox_messages SET locked_until = now() + $3 * interval '1 second'
       WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [message.id, message.attempts, LOCK_SECONDS],
    )) as [unknown[], number];
    if (count === 1) return true;
    this.logger.warn({ outboxId: message.id }, 'Mail claim lost before sending: skipped');
    return false;
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    try {
      await this.transport.send({
        // From MAIL_FROM (the transport's), never the row's: a row may predate this rule.
        to: message.to_address,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
      });
    } catch (error) {
      await this.recordFailure(message, error);
      return;
    }
    // Only the send may count as a failed attempt: once it is accepted the message is sent. A
    // secret's body (a PIN, a signed link) has done its work: the table keeps no copy.
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sent', sent_at = now(), locked_until = NULL,
              last_error = NULL, updated_at = now(),
              text = CASE WHEN secret THEN '' ELSE text END,
              html = CASE WHEN secret THEN NULL ELSE html END
       WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [message.id, message.attempts],
    );
  }

  private async recordFailure(message: ClaimedMessage, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const finalFailure = message.attempts >= MAX_ATTEMPTS;
    // Conditional on the claim, so a pass whose lease ran out never overwrites a newer one.
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = $2, last_error = $3, locked_until = NULL,
              next_attempt_at = now() + $4 * interval '1 second', updated_at = now()
       WHERE id = $1 AND status = 'sending' AND attempts = $5`,
      [
        message.id,
        finalFailure ? 'failed' : 'queued',
        reason,
        retryDelaySeconds(message.attempts),
        message.attempts,
      ],
    );
    this.logger.warn(
      { outboxId: message.id, attempts: message.attempts, reason },
      'Mail not delivered',
    );
  }
}

/** 15 s, 30 s, 1 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}
