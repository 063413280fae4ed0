import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { listInbox, problem } from '@waybill/shared';
import type {
  ContactAnswer,
  ContactMessagePayload,
  ContactMessageStatus,
  ContactMessageView,
  Paged,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import { companyDetails } from '../documents/company.js';
import { OutboxService } from '../mail/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { InboxRepository } from './inbox.repository.js';

export const INBOX_PAGE_SIZE = 20;

const view = (message: ContactMessageEntity): ContactMessageView => ({
  id: message.id,
  name: message.name,
  email: message.email,
  subject: message.subject,
  body: message.body,
  status: message.status,
  answered_at: message.answeredAt?.toISOString() ?? null,
  created_at: message.createdAt.toISOString(),
});

/**
 * The one owner of the inbox: visitors' contact messages, kept for the panel whether or not mail
 * is set up, answered by e-mail through the outbox, deleted after RETENTION_DAYS.
 */
@Injectable()
export class InboxService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: InboxRepository,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly housekeeping: Housekeeping,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(async () => {
      await this.rows.purgeOlderThan(this.config.retentionDays);
    });
  }

  /** Keeps a visitor's message, in the caller's transaction. */
  async receive(message: ContactMessagePayload, manager: EntityManager): Promise<void> {
    const messages = manager.getRepository(ContactMessageEntity);
    await messages.save(
      messages.create({
        name: message.name ?? '',
        email: message.email,
        subject: message.subject,
        body: message.body,
        status: 'new',
        answeredAt: null,
      }),
    );
  }

  async list(page: number, status?: ContactMessageStatus): Promise<Paged<ContactMessageView>> {
    const [rows, total] = await this.dataSource.getRepository(ContactMessageEntity).findAndCount({
      where: status ? { status } : {},
      order: { id: 'DESC' },
      skip: (page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
    });
    const link = (next: number) => listInbox.path({}, { page: next, status });
    return toPage(rows.map(view), total, page, INBOX_PAGE_SIZE, link);
  }

  async countNew(): Promise<{ new: number }> {
    return { new: await this.rows.countNew() };
  }

  async mark(id: number, status: ContactMessageStatus): Promise<ContactMessageView> {
    return this.dataSource.transaction(async (manager) => {
      const message = await this.find(manager, id);
      if (message.status === status) return view(message);
      const messages = manager.getRepository(ContactMessageEntity);
      return view(await messages.save(messages.merge(message, { status })));
    });
  }

  /**
   * E-mails an answer to the visitor (from the company's sender, answers to the contact e-mail)
   * and marks the message answered, together.
   */
  async reply(
    id: number,
    answer: { subject: string; body: string },
    member: { email: string },
  ): Promise<ContactAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const message = await this.find(manager, id);
      // Answers come back to the company's own address, never a new install's made-up one.
      const contact_email = companyDetails(await this.settings.current(manager)).email;
      await this.outbox.enqueue(
        {
          to: message.email,
          subject: answer.subject,
          text: answer.body,
          replyTo: contact_email || member.email,
        },
        manager,
      );
      const messages = manager.getRepository(ContactMessageEntity);
      await messages.save(messages.merge(message, { status: 'answered', answeredAt: new Date() }));
    });
    return { delivery: this.outbox.deliverable ? 'queued' : 'held' };
  }

  private async find(manager: EntityManager, id: number): Promise<ContactMessageEntity> {
    const message = await manager.getRepository(ContactMessageEntity).findOneBy({ id });
    if (!message) throw ApiError.notFound(problem('message.not_found'));
    return message;
  }
}
