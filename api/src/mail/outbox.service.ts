import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { listOutbox, problem } from '@waybill/shared';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { OutboxMessage, OutboxStatus, Paged } from '@waybill/shared';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { Jobs } from '../core/jobs/jobs.service.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import { OutboxRepository } from './outbox.repository.js';
import { MailTransport } from './mail-transport.js';
// Audit trail.
import { AuditWriter } from '../audit/audit-writer.js';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Where answers go, e.g. the visitor who wrote through the contact form. There is no sender:
   * every message is from MAIL_FROM (mail-transport.ts).
   */
  replyTo?: string;
  /**
   * The body carries a secret (a PIN, a signed link): it is blanked once the message is sent,
   * so the outbox table never keeps it.
   */
  secret?: boolean;
  /**
   * The signed one-click unsubscribe address of a message to a subscriber or recipient
   * (RFC 8058): the delivery sends it as `List-Unsubscribe` with `List-Unsubscribe-Post`.
   */
  listUnsubscribe?: string;
}

export const OUTBOX_PAGE_SIZE = 20;

const outboxView = (message: OutboxMessageEntity): OutboxMessage => ({
  id: message.id,
  to: message.to,
  from: message.from,
  subject: message.subject,
  status: message.status,
  attempts: message.attempts,
  last_error: message.lastError,
  next_attempt_at: message.nextAttemptAt.toISOString(),
  sent_at: message.sentAt?.toISOString() ?? null,
  created_at: message.createdAt.toISOString(),
  reply_to: message.replyTo,
  // A PIN or a signed link is shown only through reveal(), to the owner, audited.
  text: message.secret ? null : message.text,
  secret: message.secret,
});

/** The one way to send mail: the message is written to the outbox, then delivered by a job. */
@Injectable()
export class OutboxService implements OnModuleInit {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly housekeeping: Housekeeping,
    private readonly audit: AuditWriter,
    private readonly jobs: Jobs,
    private readonly repository: OutboxRepository,
    private readonly transport: MailTransport,
  ) {}

  /** Whether a mail server is set, so queued mail goes out (else it waits here). */
  get deliverable(): boolean {
    return this.transport.configured;
  }

  /** Old messages are purged with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(async () => {
      await this.purgeOld();
    });
  }

  /**
   * Queues a message and its delivery job; pass the caller's transaction manager to queue it
   * atomically with its work (without one, the two are written in a transaction of their own).
   */
  async enqueue(message: OutgoingMessage, manager?: EntityManager): Promise<OutboxMessageEntity> {
    const saved = manager
      ? await this.write(message, manager)
      : await this.dataSource.transaction((own) => this.write(message, own));
    if (!this.transport.configured) {
      // Never the body or the address: bodies carry PINs and signed links, and logs are kept and
      // shipped where the outbox table is not.
      this.logger.log(
        { outboxId: saved.id, subject: saved.subject },
        'No mail server is set: message kept in the outbox',
      );
    }
    return saved;
  }

  private async write(message: OutgoingMessage, manager: EntityManager) {
    const repository = manager.getRepository(OutboxMessageEntity);
    const saved = await repository.save(
      repository.create({
        to: message.to,
        from: this.config.mailFrom,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        listUnsubscribe: message.listUnsubscribe ?? null,
        secret: message.secret ?? false,
        status: 'queued',
        nextAttemptAt: new Date(),
      }),
    );
    await this.deliver(manager, saved.id);
    return saved;
  }

  /** The message's delivery job, in the same transaction; one waiting per message. */
  private deliver(manager: EntityManager, outboxId: number): Promise<void> {
    return this.jobs.enqueue(manager, 'mail.deliver', { outboxId }, { key: `outbox:${outboxId}` });
  }

  /** Writes a message that was already sent (or refused) directly, so the outbox shows it. */
  async record(message: OutgoingMessage, outcome: { sent: true } | { sent: false; error: string }) {
    const repository = this.dataSource.getRepository(OutboxMessageEntity);
    const blank = outcome.sent && message.secret === true;
    return repository.save(
      repository.create({
        to: message.to,
        from: this.config.mailFrom,
        subject: message.subject,
        text: blank ? '' : message.text,
        html: blank ? null : (message.html ?? null),
        replyTo: message.replyTo ?? null,
        secret: message.secret ?? false,
        status: outcome.sent ? 'sent' : 'failed',
        attempts: 1,
        lastError: outcome.sent ? null : outcome.error,
        sentAt: outcome.sent ? new Date() : null,
        nextAttemptAt: new Date(),
      }),
    );
  }

  /**
   * Deletes messages older than RETENTION_DAYS: sent and failed ones, visitors' contact messages
   * among them, and any still queued (with no mail server for that long, they are not wanted any
   * more). A message being sent right now is left to finish.
   */
  purgeOld(): Promise<number> {
    return this.repository.purgeOlderThan(this.config.retentionDays);
  }

  /** Staff's outbox screen: newest first, optionally one status. */
  async list(page: number, status?: OutboxStatus): Promise<Paged<OutboxMessage>> {
    const [rows, total] = await this.dataSource.getRepository(OutboxMessageEntity).findAndCount({
      where: status ? { status } : {},
      order: { id: 'DESC' },
      skip: (page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
    });
    const link = (next: number) => listOutbox.path({}, { page: next, status });
    return toPage(rows.map(outboxView), total, page, OUTBOX_PAGE_SIZE, link);
  }

  /**
   * The owner reads the text of a message not yet sent (an invitation link or a PIN to pass on
   * by hand while no mail server is set); the reading is audited. A sent secret is gone.
   */
  async reveal(id: number): Promise<{ id: number; text: string }> {
    return this.dataSource.transaction(async (manager) => {
      const message = await manager.getRepository(OutboxMessageEntity).findOneBy({ id });
      if (!message) throw ApiError.notFound(problem('outbox.not_found'));
      if (message.status === 'sent') throw ApiError.conflict(problem('outbox.already_sent'));
      await this.audit.record(manager, {
        entity: 'mail',
        entityId: id,
        action: 'reveal',
        changes: { subject: { before: null, after: message.subject } },
      });
      return { id, text: message.text };
    });
  }

  /**
   * The text of the newest unsent secret-bearing message to `to` that contains `marker` (an
   * invitation's link path), or null: its owner's service reads it from here, audited there.
   */
  unsentSecretText(to: string, marker: string, manager: EntityManager): Promise<string | null> {
    return this.repository.unsentSecretText(to, marker, manager);
  }

  /** How many messages failed and how many wait in the queue. */
  waitingAndFailed(): Promise<{ failed: number; queued: number }> {
    return this.repository.waitingAndFailed();
  }

  /**
   * The outbox's figures for /metrics: messages by status (queued, sending, failed; sent ones are
   * not counted, they only wait for the purge), and the age in seconds of the oldest queued one (0
   * when none waits).
   */
  depth(): Promise<{ byStatus: Record<string, number>; oldestQueuedSeconds: number }> {
    return this.repository.depth();
  }

  /**
   * Puts a failed (or waiting) message back in the queue, due now; in `manager`'s transaction
   * when given (the jobs screen's Run again of the message's dead delivery job), else its own.
   */
  async retry(id: number, manager?: EntityManager): Promise<OutboxMessage> {
    if (!manager) return this.dataSource.transaction((own) => this.retry(id, own));
    const repository = manager.getRepository(OutboxMessageEntity);
    const message = await repository.findOneBy({ id });
    if (!message) throw ApiError.notFound(problem('outbox.not_found'));
    if (message.status === 'sent') throw ApiError.conflict(problem('outbox.already_sent'));
    const queued = await repository.update(
      { id, status: In(['queued', 'failed']) },
      { status: 'queued', nextAttemptAt: new Date(), lockedUntil: null },
    );
    // Its delivery job: a waiting one is brought forward, a dead one gets a successor.
    if (queued.affected) await this.deliver(manager, id);
    // Audit trail: an update by criteria, which the entity subscriber cannot see.
    if (queued.affected && message.status !== 'queued') {
      await this.audit.record(manager, {
        entity: 'mail',
        entityId: id,
        action: 'update',
        changes: { status: { before: message.status, after: 'queued' } },
      });
    }
    return outboxView(await repository.findOneByOrFail({ id }));
  }
}
