import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { confirmSubscriptionPage, manageSubscriptionPage, unsubscribePage } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { LinkBase } from '../core/http/link-base.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { trackingUrl } from '../documents/tracking-url.js';

export type LinkSubject = 'parcel' | 'subscriber' | 'confirm';

/**
 * Links that go out in e-mails: the tracking page, and signed one-click links (unsubscribe,
 * confirm) that cannot be forged for another parcel or address.
 */
@Injectable()
export class SiteLinks implements OnApplicationBootstrap {
  private key: Promise<string> | undefined;

  constructor(
    private readonly linkBase: LinkBase,
    private readonly dataSource: DataSource,
  ) {}

  /** Reads the key once at start: links are then signed without a query (also inside transactions). */
  async onApplicationBootstrap(): Promise<void> {
    await this.keyOnce();
  }

  private keyOnce(): Promise<string> {
    this.key ??= appSecret(this.dataSource, 'notification-links');
    return this.key;
  }

  /**
   * The links' address (core/http/link-base.ts), read in the caller's transaction: never the Host
   * of the request at hand, which a visitor asking for updates writes as they like.
   */
  base(manager?: EntityManager): Promise<string> {
    return this.linkBase.orThisMachine(manager);
  }

  async trackingUrl(code: string, manager?: EntityManager): Promise<string> {
    return trackingUrl(await this.base(manager), code);
  }

  async signedUrl(
    action: 'unsubscribe' | 'confirm' | 'manage',
    subject: LinkSubject,
    id: number,
    manager?: EntityManager,
  ) {
    // The same signature opens a subscriber's unsubscribe and choices: both are theirs alone.
    const token = await this.sign(subject, id);
    const page =
      action === 'unsubscribe'
        ? unsubscribePage
        : action === 'manage'
          ? manageSubscriptionPage
          : confirmSubscriptionPage;
    return `${await this.base(manager)}${page.route}?${subject}=${id}&token=${token}`;
  }

  async sign(subject: LinkSubject, id: number): Promise<string> {
    return createHmac('sha256', await this.keyOnce())
      .update(`${subject}:${id}`)
      .digest('base64url')
      .slice(0, 32);
  }

  async verify(subject: LinkSubject, id: number, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(subject, id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
