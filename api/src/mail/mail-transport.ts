import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';

export interface MailEnvelope {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Bounds on a stalled server, well under the delivery lease (120 s), so a slow send fails and is
 * retried instead of outliving its claim. A `?socketTimeout=` etc. in MAIL_URL still wins.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The SMTP connection of MAIL_URL, through nodemailer. (@nestjs-modules/mailer is CommonJS that
 * requires the ES-module-only NestJS 12, which Jest on Node 20 cannot load; see README.)
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter | undefined;
  private readonly mailUrl: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.mailUrl = config.mailUrl;
    this.transporter = config.mailUrl
      ? nodemailer.createTransport({ url: config.mailUrl, ...SMTP_TIMEOUTS })
      : undefined;
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(message: MailEnvelope): Promise<void> {
    if (!this.transporter) throw new Error('MAIL_URL is not set');
    await this.transporter.sendMail(message);
  }

  /**
   * Sends once through MAIL_URL's server, logged in as `user` with `password` (the smtp mail
   * driver: staff send with their own mail login, which is never stored).
   */
  async sendWithLogin(
    message: MailEnvelope,
    login: { user?: string; password: string },
  ): Promise<{ user: string }> {
    if (!this.mailUrl) throw new Error('MAIL_URL is not set');
    const server = new URL(this.mailUrl);
    const user = login.user ?? decodeURIComponent(server.username);
    const transporter = nodemailer.createTransport({
      host: server.hostname,
      port: Number(server.port) || (server.protocol === 'smtps:' ? 465 : 587),
      secure: server.protocol === 'smtps:',
      auth: { user, pass: login.password },
      ...SMTP_TIMEOUTS,
    });
    try {
      await transporter.sendMail(message);
      return { user };
    } finally {
      transporter.close();
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
