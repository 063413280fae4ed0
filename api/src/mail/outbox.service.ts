import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
}

/** The one way to send mail: the message is written to the outbox, then delivered. */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger('Outbox');
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    // Deliver after the caller's transaction has committed.
    setImmediate(() => this.listeners.forEach((listener) => listener()));
    return saved;
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
