import { Inject, Injectable } from '@nestjs/common';
import type { MailSource } from '@waybill/shared';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { MailServerEntity } from './mail-server.entity.js';
import { open, seal } from './secret-box.js';
import { SMTP_TIMEOUTS, smtpOptions } from './smtp-options.js';

/** The app secret the mail password is sealed under (app_secrets). */
const SEAL_KEY = 'mail-password';

/** The server in use: how to reach it and who the mail is from. */
export interface ResolvedMailServer {
  source: Exclude<MailSource, 'none'>;
  options: SMTPTransport.Options;
  from: string;
  /** host:port, for messages (never a login). */
  server: string;
}

/**
 * The one owner of `mail_servers`: the panel's mail server, its password sealed, and which server
 * mail goes through: MAIL_URL when set, else the panel's, else none.
 */
@Injectable()
export class MailServerStore {
  private key: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async row(): Promise<MailServerEntity> {
    const [row] = await this.dataSource
      .getRepository(MailServerEntity)
      .find({ order: { id: 'ASC' }, take: 1 });
    return row;
  }

  /** Saves the changes; `password` undefined keeps it, '' removes it, else it is sealed. */
  async save(
    changes: Partial<Pick<MailServerEntity, 'host' | 'port' | 'security' | 'username' | 'sender'>>,
    password: string | undefined,
  ): Promise<void> {
    const current = await this.row();
    const sealed =
      password === undefined
        ? {}
        : { passwordSealed: password ? seal(password, await this.sealKey()) : '' };
    // save (not update): the audit trail records what changed, the password only as [hidden].
    await this.dataSource
      .getRepository(MailServerEntity)
      .save(
        this.dataSource.getRepository(MailServerEntity).merge(current, { ...changes, ...sealed }),
      );
  }

  /** MAIL_URL's server, else the panel's when it has a host, else undefined. */
  async resolve(): Promise<ResolvedMailServer | undefined> {
    if (this.config.mailUrl) {
      const url = new URL(this.config.mailUrl);
      return {
        source: 'env',
        options: smtpOptions(this.config.mailUrl),
        from: this.config.mailFrom,
        server: url.host,
      };
    }
    const row = await this.row();
    if (!row?.host) return undefined;
    const password = row.passwordSealed ? open(row.passwordSealed, await this.sealKey()) : '';
    return {
      source: 'panel',
      options: {
        host: row.host,
        port: row.port,
        secure: row.security === 'tls',
        requireTLS: row.security === 'starttls',
        ignoreTLS: row.security === 'none',
        ...(row.username ? { auth: { user: row.username, pass: password } } : {}),
        ...SMTP_TIMEOUTS,
      },
      from: row.sender || this.config.mailFrom,
      server: `${row.host}:${row.port}`,
    };
  }

  private sealKey(): Promise<string> {
    this.key ??= appSecret(this.dataSource, SEAL_KEY);
    return this.key;
  }
}
