import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NOTIFICATION_EVENTS, problem } from '@waybill/shared';
import type {
  Activity,
  Language,
  NotificationEvent,
  ParcelStage,
  SubscribeAnswer,
  SubscribePayload,
  SubscriptionChoices,
} from '@waybill/shared';
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
import { languageAttributes, noticeTexts, withCode } from './notice-texts.js';

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
/** With no mail server set nothing is sent yet: the answer says so (docs/product.md §2.3). */
export const SUBSCRIBE_HELD_MESSAGE =
  'Saved: we will e-mail you a link to confirm once our mail is set up.';

interface Recipient {
  email: string;
  /** The signed unsubscribe address: the footer's link and the one-click header (RFC 8058). */
  unsubscribeUrl: string;
  /** A subscriber's page to choose their e-mails; the parcel's recipient has none. */
  manageUrl?: string;
  language: Language;
}

/**
 * Which of a subscriber's events an entry is, by the stage the parcel is at (docs/product.md §10);
 * null: an update of no chosen kind, which only subscribers of every update get.
 */
export function eventOfStage(stage: ParcelStage | null): NotificationEvent | null {
  switch (stage) {
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'delivered':
      return 'delivered';
    case 'failed_attempt':
      return 'failed_attempt';
    case 'held':
      return 'delayed';
    default:
      return null;
  }
}

/** Whether a subscription with these events takes a notice of this event. */
export function wantsEvent(
  events: readonly NotificationEvent[] | null,
  event: NotificationEvent | null,
): boolean {
  return events === null || (event !== null && events.includes(event));
}

/** All four ticked is every update (docs/product.md §10): kept as null. */
function storedEvents(
  events: readonly NotificationEvent[] | undefined,
): NotificationEvent[] | null {
  if (!events) return null;
  const chosen = NOTIFICATION_EVENTS.filter((event) => events.includes(event));
  return chosen.length === NOTIFICATION_EVENTS.length ? null : chosen;
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
    const recipients = await this.recipients(manager, parcel, eventOfStage(parcel.current_stage));
    for (const recipient of recipients) {
      const texts = noticeTexts(recipient.language);
      const mail = this.composer.compose(
        settings.mail_template,
        {
          subject: `${withCode(texts.parcel, parcel.tracking_code)}: ${activity.title}`,
          paragraphs: [
            withCode(texts.news, parcel.tracking_code),
            activity.title,
            activity.description,
            `${activity.created_at_month} ${activity.created_at_day}, ${activity.created_at_time} (${this.config.timeZone})`,
            ...(parcel.status ? [`${texts.status}: ${parcel.status}`] : []),
          ],
          action: {
            label: texts.track,
            url: await this.links.trackingUrl(parcel.tracking_code, manager),
          },
          unsubscribeUrl: recipient.unsubscribeUrl,
          ...(recipient.manageUrl && { manageUrl: recipient.manageUrl }),
          ...languageAttributes(recipient.language),
          footer: texts.footer,
        },
        settings,
      );
      await this.enqueueNotice(manager, recipient, mail);
    }
    return recipients.length;
  }

  /**
   * Every message to a subscriber or recipient goes through here: with its one-click unsubscribe
   * address for the List-Unsubscribe headers (RFC 8058), and as a secret, since its links are
   * signed (the outbox keeps no copy once it is sent).
   */
  private async enqueueNotice(
    manager: EntityManager,
    recipient: Pick<Recipient, 'email' | 'unsubscribeUrl'>,
    mail: { subject: string; text: string; html?: string },
  ): Promise<void> {
    await this.outbox.enqueue(
      { to: recipient.email, ...mail, secret: true, listUnsubscribe: recipient.unsubscribeUrl },
      manager,
    );
  }

  /** A subscriber's choices, for the page behind "Choose your e-mails". */
  async choices(
    subscriberId: number,
  ): Promise<SubscriptionChoices & { code: string; active: boolean }> {
    const subscriber = await this.subscriber(this.dataSource.manager, subscriberId);
    return {
      events: subscriber.events ?? [...NOTIFICATION_EVENTS],
      language: subscriber.language,
      code: await this.codeOf(this.dataSource.manager, subscriber.parcel_id),
      active: subscriber.confirmed_at !== null && subscriber.unsubscribed_at === null,
    };
  }

  /** Saves a subscriber's choices (the signed link is their right to); returns the parcel's code. */
  setChoices(subscriberId: number, choices: SubscriptionChoices): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await this.subscriber(manager, subscriberId);
      // save (not update): the audit trail records the change (audit-subscriber.ts).
      await manager.getRepository(SubscriberEntity).save(
        Object.assign(subscriber, {
          events: storedEvents(choices.events),
          language: choices.language,
        }),
      );
      return this.codeOf(manager, subscriber.parcel_id);
    });
  }

  /**
   * The one e-mail saying a parcel is late (docs/product.md §2.3e), to the people waiting for it,
   * in the caller's transaction; the caller remembers it was sent. `expectedAt` is the new
   * prediction, `promisedOn` the day it passed. Returns how many were queued.
   */
  async parcelLate(
    manager: EntityManager,
    parcelId: number,
    { expectedAt, promisedOn }: { expectedAt: Date; promisedOn: string },
  ): Promise<number> {
    const settings = await this.settings.current(manager);
    if (!settings.notify_recipients) return 0;
    const parcel = await this.parcels.forNotice(manager, parcelId);
    if (!parcel) return 0;
    const { timeZone } = this.config;
    const day = (date: Date) =>
      date.toLocaleDateString('en', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
    // The promised day is a calendar day: shown as itself, whatever the zone.
    const promised = new Date(`${promisedOn}T12:00:00Z`).toLocaleDateString('en', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    // Subscribers who chose not to hear of delays are not told (docs/product.md §10).
    const recipients = await this.recipients(manager, parcel, 'delayed');
    for (const recipient of recipients) {
      const mail = this.composer.compose(
        settings.mail_template,
        {
          subject: `Parcel ${parcel.tracking_code} is running late`,
          paragraphs: [
            `We are sorry: your parcel ${parcel.tracking_code} will arrive later than ${promised}, the day we gave.`,
            `We now expect it on ${day(expectedAt)} (${timeZone}). The tracking page shows the latest.`,
            'We will not e-mail about the delay again; other news about the parcel still comes.',
          ],
          action: {
            label: 'Track your parcel',
            url: await this.links.trackingUrl(parcel.tracking_code, manager),
          },
          unsubscribeUrl: recipient.unsubscribeUrl,
        },
        settings,
      );
      await this.enqueueNotice(manager, recipient, mail);
    }
    return recipients.length;
  }

  /**
   * A visitor asks for updates on the parcel with this code, from this client (IP address). Does
   * the same whether or not the code exists, so the answer cannot be used to find codes.
   */
  async subscribe(
    code: string,
    { email, events, language }: SubscribePayload,
    client: string,
  ): Promise<SubscribeAnswer> {
    await this.limiter.assertAllowed(TRACKING_MISSES, client);
    await this.limiter.consume(SUBSCRIBE_LIMITS.perIp, client);
    await this.limiter.consume(SUBSCRIBE_LIMITS.perEmail, email);
    await this.dataSource.transaction(async (manager) => {
      const parcel = await this.parcels.findByCode(code, manager);
      if (parcel) {
        await this.subscribeTo(manager, parcel, email, {
          events: storedEvents(events),
          language: language ?? 'en',
        });
      }
    });
    // Whether mail goes now, not whether this code's e-mail was queued: the same for any code.
    return { delivery: this.outbox.deliverable ? 'queued' : 'held' };
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
    choices: { events: NotificationEvent[] | null; language: Language },
  ): Promise<void> {
    const subscribers = manager.getRepository(SubscriberEntity);
    const address = email.trim().toLowerCase();
    let subscriber = await subscribers.findOneBy({ parcel_id: parcel.id, email: address });
    subscriber ??= await subscribers.save(
      subscribers.create({ parcel_id: parcel.id, email: address, ...choices }),
    );
    if (!subscriber.confirmed_at) {
      // Asked again: the unconfirmed address is kept UNCONFIRMED_DAYS from this request, and
      // takes the choices of this request (a confirmed one changes them on its own page only, so
      // a stranger who knows the address cannot).
      await subscribers.update(
        { id: subscriber.id },
        { created_at: new Date(), events: choices.events, language: choices.language },
      );
    }
    const language = subscriber.confirmed_at ? subscriber.language : choices.language;
    const texts = noticeTexts(language);
    const settings = await this.settings.current(manager);
    const unsubscribeUrl = await this.links.signedUrl(
      'unsubscribe',
      'subscriber',
      subscriber.id,
      manager,
    );
    const mail = this.composer.compose(
      settings.mail_template,
      {
        subject: withCode(texts.confirmSubject, parcel.tracking_code),
        paragraphs: [withCode(texts.confirmAsked, parcel.tracking_code), texts.confirmIgnore],
        action: {
          label: texts.confirmButton,
          url: await this.links.signedUrl('confirm', 'confirm', subscriber.id, manager),
        },
        unsubscribeUrl,
        ...languageAttributes(language),
        footer: texts.footer,
      },
      settings,
    );
    await this.enqueueNotice(manager, { email: address, unsubscribeUrl }, mail);
  }

  /** Who hears of an entry: the recipient, and the confirmed subscribers who chose its event. */
  private async recipients(
    manager: EntityManager,
    parcel: NotifiedParcel,
    event: NotificationEvent | null,
  ): Promise<Recipient[]> {
    const recipients: Recipient[] = [];
    if (parcel.recipient_email && !parcel.notifications_off) {
      recipients.push({
        email: parcel.recipient_email,
        unsubscribeUrl: await this.links.signedUrl('unsubscribe', 'parcel', parcel.id, manager),
        language: 'en',
      });
    }
    const subscribers = await manager.getRepository(SubscriberEntity).find({
      where: { parcel_id: parcel.id, confirmed_at: Not(IsNull()), unsubscribed_at: IsNull() },
      order: { id: 'ASC' },
    });
    for (const subscriber of subscribers) {
      if (recipients.some((recipient) => recipient.email.toLowerCase() === subscriber.email))
        continue;
      if (!wantsEvent(subscriber.events, event)) continue;
      recipients.push({
        email: subscriber.email,
        unsubscribeUrl: await this.links.signedUrl(
          'unsubscribe',
          'subscriber',
          subscriber.id,
          manager,
        ),
        manageUrl: await this.links.signedUrl('manage', 'subscriber', subscriber.id, manager),
        language: subscriber.language,
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
