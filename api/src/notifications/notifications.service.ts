import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Activity } from '@waybill/shared';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { ApiError } from '../core/http/api-error.js';
import { RateLimiter, type RateRule } from '../core/security/rate-limiter.service.js';
import { TRACKING_MISSES } from '../core/security/tracking-limits.js';
import { MailComposer } from '../mail/mail-composer.js';
import { OutboxService } from '../mail/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { type NotifiedParcel, NotifiedParcels } from './notified-parcels.js';
import { SiteLinks } from './site-links.js';
import { SubscriberEntity } from './subscriber.entity.js';
import { SubscribersRepository } from './subscribers.repository.js';

const HOUR = 60 * 60_000;
/**
 * Days an address that never confirmed is kept. A confirmation is clicked within minutes or not at
 * all, and the address may not even be the typist's: keeping it longer serves no one.
 */
export const UNCONFIRMED_DAYS = 7;
export const SUBSCRIBE_LIMITS = {
  perIp: { name: 'subscribe:ip', limit: 10, windowMs: HOUR },
  perEmail: { name: 'subscribe:email', limit: 3, windowMs: HOUR },
} satisfies Record<string, RateRule>;
export const SUBSCRIBE_MESSAGE =
  'Check your inbox: we sent a link to confirm that you want e-mail updates.';

interface Recipient {
  email: string;
  unsubscribeUrl: string;
}

/**
 * E-mails people waiting for a parcel when staff add to its history, and keeps visitors'
 * subscriptions (subscribe, confirm, unsubscribe).
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly settings: SettingsService,
    private readonly composer: MailComposer,
    private readonly outbox: OutboxService,
    private readonly links: SiteLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly parcels: NotifiedParcels,
    private readonly limiter: RateLimiter,
    private readonly dataSource: DataSource,
    private readonly subscribers: SubscribersRepository,
    private readonly housekeeping: Housekeeping,
  ) {}

  /** Unconfirmed and long-unsubscribed addresses are purged with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(async () => {
      await this.purgeOldSubscribers();
    });
  }

  /**
   * Deletes subscriptions never confirmed within UNCONFIRMED_DAYS, and those unsubscribed more
   * than RETENTION_DAYS ago (nothing is sent to either). Returns how many went.
   */
  purgeOldSubscribers(): Promise<number> {
    return this.subscribers.deleteOld(UNCONFIRMED_DAYS, this.config.retentionDays);
  }

  /**
   * Queues one message per recipient inside the transaction that added the activity, so the
   * entry and its e-mails are written together. Returns how many were queued.
   */
  async activityAdded(
    manager: EntityManager,
    activity: Activity,
    notify: boolean,
  ): Promise<number> {
    if (!notify) return 0;
    const settings = await this.settings.current(manager);
    if (!settings.notify_recipients) return 0;
    const parcel = await this.parcels.forNotice(manager, activity.parcel_id);
    if (!parcel) return 0;
    const recipients = await this.recipients(manager, parcel);
    for (const recipient of recipients) {
      const mail = this.composer.compose(
        settings.mail_template,
        {
          subject: `Parcel ${parcel.tracking_code}: ${activity.title}`,
          paragraphs: [
            `There is news about your parcel ${parcel.tracking_code}.`,
            activity.title,
            activity.description,
            `${activity.created_at_month} ${activity.created_at_day}, ${activity.created_at_time} (${this.config.timeZone})`,
            ...(parcel.status ? [`Status: ${parcel.status}`] : []),
          ],
          action: { label: 'Track your parcel', url: this.links.trackingUrl(parcel.tracking_code) },
          unsubscribeUrl: recipient.unsubscribeUrl,
        },
        settings,
      );
      // Its unsubscribe link is signed: the outbox keeps no copy once it is sent.
      await this.outbox.enqueue({ to: recipient.email, ...mail, secret: true }, manager);
    }
    return recipients.length;
  }

  /**
   * A visitor asks for updates on the parcel with this code, from this client (IP address). Does
   * the same whether or not the code exists, so the answer cannot be used to find codes.
   */
  async subscribe(code: string, email: string, client: string): Promise<void> {
    await this.limiter.assertAllowed(TRACKING_MISSES, client);
    await this.limiter.consume(SUBSCRIBE_LIMITS.perIp, client);
    await this.limiter.consume(SUBSCRIBE_LIMITS.perEmail, email);
    await this.dataSource.transaction(async (manager) => {
      const parcel = await this.parcels.findByCode(code, manager);
      if (parcel) await this.subscribeTo(manager, parcel, email);
    });
  }

  /** Confirms a visitor's subscription. Returns the parcel's code. */
  confirm(subscriberId: number): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await this.subscriber(manager, subscriberId);
      // save (not update): the audit trail records the change (audit-subscriber.ts).
      await manager
        .getRepository(SubscriberEntity)
        .save(Object.assign(subscriber, { confirmed_at: new Date(), unsubscribed_at: null }));
      return this.codeOf(manager, subscriber.parcel_id);
    });
  }

  /** Stops e-mails to the recipient of a parcel, or to one subscriber. Returns the parcel's code. */
  unsubscribe(kind: 'parcel' | 'subscriber', id: number): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      if (kind === 'parcel') {
        if (!(await this.parcels.stopNotifications(manager, id))) {
          throw ApiError.notFound(problem('parcel.not_found'));
        }
        return this.codeOf(manager, id);
      }
      const subscriber = await this.subscriber(manager, id);
      await manager
        .getRepository(SubscriberEntity)
        .save(Object.assign(subscriber, { unsubscribed_at: new Date() }));
      return this.codeOf(manager, subscriber.parcel_id);
    });
  }

  /** A confirmation link goes to the visitor's address first. */
  private async subscribeTo(
    manager: EntityManager,
    parcel: Pick<NotifiedParcel, 'id' | 'tracking_code'>,
    email: string,
  ): Promise<void> {
    const subscribers = manager.getRepository(SubscriberEntity);
    const address = email.trim().toLowerCase();
    let subscriber = await subscribers.findOneBy({ parcel_id: parcel.id, email: address });
    subscriber ??= await subscribers.save(
      subscribers.create({ parcel_id: parcel.id, email: address }),
    );
    if (!subscriber.confirmed_at) {
      // Asked again: the unconfirmed address is kept UNCONFIRMED_DAYS from this request.
      await subscribers.update({ id: subscriber.id }, { created_at: new Date() });
    }
    const settings = await this.settings.current(manager);
    const mail = this.composer.compose(
      settings.mail_template,
      {
        subject: `Confirm e-mail updates for parcel ${parcel.tracking_code}`,
        paragraphs: [
          `Someone (we hope you) asked to get an e-mail each time parcel ${parcel.tracking_code} moves.`,
          'Confirm with the button below. If it was not you, ignore this e-mail: nothing will be sent.',
        ],
        action: {
          label: 'Send me updates',
          url: await this.links.signedUrl('confirm', 'confirm', subscriber.id),
        },
      },
      settings,
    );
    // The confirmation link is signed: the outbox keeps no copy once it is sent.
    await this.outbox.enqueue({ to: address, ...mail, secret: true }, manager);
  }

  private async recipients(manager: EntityManager, parcel: NotifiedParcel): Promise<Recipient[]> {
    const recipients: Recipient[] = [];
    if (parcel.recipient_email && !parcel.notifications_off) {
      recipients.push({
        email: parcel.recipient_email,
        unsubscribeUrl: await this.links.signedUrl('unsubscribe', 'parcel', parcel.id),
      });
    }
    const subscribers = await manager.getRepository(SubscriberEntity).find({
      where: { parcel_id: parcel.id, confirmed_at: Not(IsNull()), unsubscribed_at: IsNull() },
      order: { id: 'ASC' },
    });
    for (const subscriber of subscribers) {
      if (recipients.some((recipient) => recipient.email.toLowerCase() === subscriber.email))
        continue;
      recipients.push({
        email: subscriber.email,
        unsubscribeUrl: await this.links.signedUrl('unsubscribe', 'subscriber', subscriber.id),
      });
    }
    return recipients;
  }

  private async subscriber(manager: EntityManager, id: number): Promise<SubscriberEntity> {
    const subscriber = await manager.getRepository(SubscriberEntity).findOneBy({ id });
    if (!subscriber) throw ApiError.notFound(problem('subscriber.not_found'));
    return subscriber;
  }

  private codeOf(manager: EntityManager, parcelId: number): Promise<string> {
    return this.parcels.codeOf(manager, parcelId);
  }
}
