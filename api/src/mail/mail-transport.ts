import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { loadOnce } from '../core/load-once.js';
import { MailServerStore } from './mail-server.store.js';
import { smtpOptionsWithLogin } from './smtp-options.js';

/**
 * A message to send. No sender: every message goes out from the server's sender (MAIL_FROM, or the
 * panel's; the `From` header and the SMTP envelope), so nobody can send as an address the company does not own through its server;
 * the person to answer (a member, a visitor) goes in `replyTo`.
 */
export interface MailEnvelope {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A one-click unsubscribe address (RFC 8058), sent with the headers that announce it. */
  listUnsubscribe?: string;
}

// Loaded once a mail server is set: a server with none never holds it.
const mailer = loadOnce(async () => (await import('nodemailer')).default);

/** How long an instance trusts what it read of the mail server (another may change it). */
const SERVER_TTL_MS = 15_000;

/**
 * The SMTP connection, through nodemailer: MAIL_URL's server, else the one set in the panel
 * (mail-server.store.ts), re-read every few seconds so a change made on another instance is
 * followed. (@nestjs-modules/mailer is CommonJS that requires the ES-module-only NestJS 12, which
 * Jest on Node 20 cannot load; see README.)
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown, OnModuleInit {
  private current: { transporter: Transporter; from: string; key: string } | undefined;
  private readAt = 0;
  private reading: Promise<void> | undefined;
  private readonly mailUrl: string | undefined;
  private readonly mailFrom: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly servers: MailServerStore,
  ) {
    this.mailUrl = config.mailUrl;
    this.mailFrom = config.mailFrom;
  }

  async onModuleInit(): Promise<void> {
    await this.refresh();
  }

  /** Whether a mail server is set (as last read; a stale reading starts a new one). */
  get configured(): boolean {
    if (Date.now() - this.readAt > SERVER_TTL_MS) void this.refresh().catch(() => undefined);
    return this.current !== undefined;
  }

  /** Reads the server in use again now (after the panel's mail settings change). */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const server = await this.servers.resolve();
    this.readAt = Date.now();
    const key = server ? JSON.stringify([server.options, server.from]) : '';
    if (key === (this.current?.key ?? '')) return;
    const nodemailer = server ? await mailer() : undefined;
    this.current?.transporter.close();
    this.current =
      server && nodemailer
        ? { transporter: nodemailer.createTransport(server.options), from: server.from, key }
        : undefined;
  }

  async send(message: MailEnvelope): Promise<{ response: string }> {
    if (Date.now() - this.readAt > SERVER_TTL_MS) await this.refresh();
    if (!this.current) throw new Error('No mail server is set (MAIL_URL or Mail Settings)');
    const info = (await this.current.transporter
      .sendMail(this.fromUs(message, this.current.from))
      .catch(explainTlsRefusal)) as { response?: string };
    return { response: info.response ?? '' };
  }

  /** The message as sent: from the server's sender, whatever a caller's object carries. */
  private fromUs(
    { to, subject, text, html, replyTo, listUnsubscribe }: MailEnvelope,
    from: string,
  ) {
    return {
      to,
      subject,
      text,
      html,
      replyTo,
      from,
      ...(listUnsubscribe && { headers: oneClickHeaders(listUnsubscribe) }),
    };
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
    const transporter = (await mailer()).createTransport(
      smtpOptionsWithLogin(this.mailUrl, { user, pass: login.password }),
    );
    try {
      await transporter.sendMail(this.fromUs(message, this.mailFrom)).catch(explainTlsRefusal);
      return { user };
    } finally {
      transporter.close();
    }
  }

  onApplicationShutdown(): void {
    this.current?.transporter.close();
  }
}

/**
 * RFC 8058: a mail program that sees both headers offers "Unsubscribe" and, when used, POSTs
 * `List-Unsubscribe=One-Click` to the address, with no session and no page in between (RFC 2369
 * wants the address in angle brackets). Nodemailer folds the long line without breaking it.
 */
export function oneClickHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
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
