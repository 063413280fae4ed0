import { Inject, Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { ContactAnswer, ContactPayload } from '@waybill/shared';

type MailDelivery = ContactAnswer['delivery'];
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import { SettingsService } from '../settings/settings.service.js';
import { MailComposer, paragraphsOf } from './mail-composer.js';
import { MailTransport } from './mail-transport.js';
import { OutboxService } from './outbox.service.js';

/** Send Email in /control (POST /api/contact): through the outbox, or at once with a login. */
@Injectable()
export class SendMailService {
  constructor(
    private readonly settings: SettingsService,
    private readonly composer: MailComposer,
    private readonly outbox: OutboxService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What happened, for the sender: sent, queued, or held until a mail server is configured. */
  async send(payload: ContactPayload): Promise<MailDelivery> {
    const settings = await this.settings.current();
    const mail = this.composer.compose(
      payload.template ?? settings.mail_template,
      { subject: payload.subject, paragraphs: paragraphsOf(payload.body) },
      settings,
    );
    // From MAIL_FROM like every message (mail-transport.ts): the member's address is where
    // answers go, never the sender, so no member sends as someone else through our server.
    const message = { to: payload.to, replyTo: payload.reply_to, ...mail };
    if (settings.mail_driver === 'smtp') return this.sendWithLogin(message, payload.password);
    await this.outbox.enqueue(message);
    return this.outbox.deliverable ? 'queued' : 'held';
  }

  private async sendWithLogin(
    message: Parameters<OutboxService['record']>[0] & { replyTo: string },
    password: string | undefined,
  ): Promise<MailDelivery> {
    if (!password) throw ApiError.badRequest(problem('mail.password_required'));
    if (!this.config.mailUrl) throw ApiError.badRequest(problem('mail.server_unnamed'));
    // The member's own mail login: MAIL_URL's user, else the address answers go to.
    const user = new URL(this.config.mailUrl).username || message.replyTo;
    try {
      await this.transport.sendWithLogin(message, { user: decodeURIComponent(user), password });
    } catch (error) {
      const refused = isLoginRefused(error);
      const failure = refused
        ? problem('mail.login_refused', { user: decodeURIComponent(user) })
        : problem('mail.unreachable', {
            reason: error instanceof Error ? error.message : String(error),
          });
      await this.outbox.record(message, { sent: false, error: failure.message });
      throw new ApiError(refused ? 400 : 502, [failure]);
    }
    await this.outbox.record(message, { sent: true });
    return 'sent';
  }
}

function isLoginRefused(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === 'EAUTH' || responseCode === 535;
}
