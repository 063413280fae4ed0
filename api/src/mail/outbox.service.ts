import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { listOutbox, problem } from '@waybill/shared';
import {
  DataSource,
  In,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
} from 'typeorm';
import type { OutboxMessage, OutboxStatus, Paged } from '@waybill/shared';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
// Audit trail (issue 14).
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
});

/** The one way to send mail: the message is written to the outbox, then delivered. */
@Injectable()
export class OutboxService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly listeners = new Set<() => void>();
  /** Transactions that queued a message: delivery is woken when they commit. */
  private readonly awaitingCommit = new WeakSet<QueryRunner>();
  private readonly transactionSubscriber: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      if (queryRunner.isTransactionActive || !this.awaitingCommit.delete(queryRunner)) return;
      this.notify();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      // A rolled-back transaction queued nothing (a savepoint rollback waits for the outer end).
      if (!queryRunner.isTransactionActive) this.awaitingCommit.delete(queryRunner);
    },
  };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly housekeeping: Housekeeping,
    private readonly audit: AuditWriter,
  ) {
    dataSource.subscribers.push(this.transactionSubscriber);
  }

  /** Old messages are purged with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(async () => {
      await this.purgeOld();
    });
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this.transactionSubscriber);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /** Queues a message; pass the caller's transaction manager to queue it atomically with its work. */
  async enqueue(message: OutgoingMessage, manager?: EntityManager): Promise<OutboxMessageEntity> {
    const repository = (manager ?? this.dataSource.manager).getRepository(OutboxMessageEntity);
    const saved = await repository.save(
      repository.create({
        to: message.to,
        from: this.config.mailFrom,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        secret: message.secret ?? false,
        status: 'queued',
        nextAttemptAt: new Date(),
      }),
    );
    if (!this.config.mailUrl) {
      // Never the body or the address: bodies carry PINs and signed links, and logs are kept and
      // shipped where the outbox table is not.
      this.logger.log(
        { outboxId: saved.id, subject: saved.subject },
        'MAIL_URL is not set: message kept in the outbox',
      );
    }
    // Deliver once the row is visible: after the caller's transaction has committed (before
    // that, another connection would not see it and the message would wait for the next poll).
    const queryRunner = manager?.queryRunner;
    if (queryRunner?.isTransactionActive) this.awaitingCommit.add(queryRunner);
    else this.notify();
    return saved;
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
  async purgeOld(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM outbox_messages
       WHERE created_at < now() - $1 * interval '1 day' AND status <> 'sending'`,
      [this.config.retentionDays],
    )) as [unknown, number];
    return deleted;
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

  /** How many messages failed and how many wait in the queue (index outbox_status). */
  async waitingAndFailed(): Promise<{ failed: number; queued: number }> {
    const rows: { status: OutboxStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM outbox_messages
       WHERE status IN ('failed', 'queued') GROUP BY status`,
    );
    const count = (status: OutboxStatus) => rows.find((row) => row.status === status)?.count ?? 0;
    return { failed: count('failed'), queued: count('queued') };
  }

  /**
   * The outbox's figures for /metrics (issue 15): messages by status (queued, sending, failed;
   * sent ones are not counted, they only wait for the purge), and the age in seconds of the
   * oldest queued one (0 when none waits).
   */
  async depth(): Promise<{ byStatus: Record<string, number>; oldestQueuedSeconds: number }> {
    const [rows, [oldest]] = await Promise.all([
      this.dataSource.query<Array<{ status: string; count: number }>>(
        `SELECT status, count(*)::int AS count FROM outbox_messages
         WHERE status <> 'sent' GROUP BY status`,
      ),
      this.dataSource.query<Array<{ seconds: number | null }>>(
        `SELECT extract(epoch FROM now() - min(created_at))::float8 AS seconds
         FROM outbox_messages WHERE status = 'queued'`,
      ),
    ]);
    const byStatus: Record<string, number> = { queued: 0, sending: 0, failed: 0 };
    for (const row of rows) byStatus[row.status] = row.count;
    return { byStatus, oldestQueuedSeconds: Math.max(0, oldest?.seconds ?? 0) };
  }

  /** Puts a failed (or waiting) message back in the queue, due now. */
  async retry(id: number): Promise<OutboxMessage> {
    const repository = this.dataSource.getRepository(OutboxMessageEntity);
    const message = await repository.findOneBy({ id });
    if (!message) throw ApiError.notFound(problem('outbox.not_found'));
    if (message.status === 'sent') throw ApiError.conflict(problem('outbox.already_sent'));
    await this.dataSource.transaction(async (manager) => {
      const queued = await manager
        .getRepository(OutboxMessageEntity)
        .update(
          { id, status: In(['queued', 'failed']) },
          { status: 'queued', nextAttemptAt: new Date(), lockedUntil: null },
        );
      // Audit trail (issue 14): an update by criteria, which the entity subscriber cannot see.
      if (queued.affected && message.status !== 'queued') {
        await this.audit.record(manager, {
          entity: 'mail',
          entityId: id,
          action: 'update',
          changes: { status: { before: message.status, after: 'queued' } },
        });
      }
    });
    this.notify();
    return outboxView(await repository.findOneByOrFail({ id }));
  }

  private notify(): void {
    setImmediate(() => this.listeners.forEach((listener) => listener()));
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
