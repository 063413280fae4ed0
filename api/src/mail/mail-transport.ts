import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { smtpOptions, smtpOptionsWithLogin } from './smtp-options.js';

/**
 * A message to send. No sender: every message goes out from MAIL_FROM (the `From` header and the
 * SMTP envelope), so nobody can send as an address the company does not own through its server;
 * the person to answer (a member, a visitor) goes in `replyTo`.
 */
export interface MailEnvelope {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * The SMTP connection of MAIL_URL, through nodemailer. (@nestjs-modules/mailer is CommonJS that
 * requires the ES-module-only NestJS 12, which Jest on Node 20 cannot load; see README.)
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter | undefined;
  private readonly mailUrl: string | undefined;
  private readonly mailFrom: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.mailUrl = config.mailUrl;
    this.mailFrom = config.mailFrom;
    this.transporter = config.mailUrl
      ? nodemailer.createTransport(smtpOptions(config.mailUrl))
      : undefined;
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(message: MailEnvelope): Promise<void> {
    if (!this.transporter) throw new Error('MAIL_URL is not set');
    await this.transporter.sendMail(this.fromUs(message)).catch(explainTlsRefusal);
  }

  /** The message as sent: from MAIL_FROM, whatever a caller's object carries. */
  private fromUs({ to, subject, text, html, replyTo }: MailEnvelope) {
    return { to, subject, text, html, replyTo, from: this.mailFrom };
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
    const user = login.user ?? decodeURIComponent(new URL(this.mailUrl).username);
    const transporter = nodemailer.createTransport(
      smtpOptionsWithLogin(this.mailUrl, { user, pass: login.password }),
    );
    try {
      await transporter.sendMail(this.fromUs(message)).catch(explainTlsRefusal);
      return { user };
    } finally {
      transporter.close();
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}

/**
 * Nodemailer's "Error upgrading connection with STARTTLS" (or a server that answers EHLO with
 * nothing to upgrade to), said so that the person reading the outbox knows what to change. The
 * login was not sent: requireTLS stops before AUTH.
 */
function explainTlsRefusal(error: unknown): never {
  const { code } = (error ?? {}) as { code?: string };
  if (code === 'ETLS' || (code === 'ECONNECTION' && /STARTTLS/.test(String(error)))) {
    throw Object.assign(
      new Error(
        'The mail server does not offer STARTTLS, so nothing was sent (not even the password): use smtps://, a server with STARTTLS, or add ?tls=off to MAIL_URL for a trusted network',
      ),
      { code },
    );
  }
  throw error;
}
