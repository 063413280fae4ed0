import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { confirmSubscriptionPage, unsubscribePage } from '@waybill/shared';
import { DataSource } from 'typeorm';
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
   * The links' address (core/http/link-base.ts): never the Host of the request at hand, which a
   * visitor asking for updates writes as they like.
   */
  get base(): string {
    return this.linkBase.orThisMachine();
  }

  trackingUrl(code: string): string {
    return trackingUrl(this.base, code);
  }

  async signedUrl(action: 'unsubscribe' | 'confirm', subject: LinkSubject, id: number) {
    const token = await this.sign(subject, id);
    const page = action === 'unsubscribe' ? unsubscribePage : confirmSubscriptionPage;
    return `${this.base}${page.route}?${subject}=${id}&token=${token}`;
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
