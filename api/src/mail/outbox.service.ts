import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  /** Where answers go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
}

/** The one way to send mail: the message is written to the outbox, then delivered. */
@Injectable()
export class OutboxService implements OnModuleDestroy {
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
  ) {
    dataSource.subscribers.push(this.transactionSubscriber);
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
        from: message.from ?? this.config.mailFrom,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        status: 'queued',
        nextAttemptAt: new Date(),
      }),
    );
    if (!this.config.mailUrl) {
      // Without a mail server the message stays readable in the outbox and here.
      this.logger.log(
        { outboxId: saved.id, to: saved.to, subject: saved.subject, text: saved.text },
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

  private notify(): void {
    setImmediate(() => this.listeners.forEach((listener) => listener()));
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
