import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { open, seal } from '../mail/secret-box.js';

/** The app secret the endpoints' signing secrets are sealed under (app_secrets). */
const SEAL_KEY = 'webhook-secrets';

/**
 * Endpoints' signing secrets at rest: sealed with AES-256-GCM (mail/secret-box.ts, as the mail
 * password) under a key of app_secrets, so a dump of the table alone does not let anyone sign.
 */
@Injectable()
export class WebhookSecrets {
  private key: Promise<string> | undefined;
  private readonly opened = new Map<string, string>();

  constructor(private readonly dataSource: DataSource) {}

  async seal(secret: string): Promise<string> {
    return seal(secret, await this.sealKey());
  }

  /** The secret; kept opened per sealed text, since each delivery needs it. */
  async open(sealed: string): Promise<string> {
    let secret = this.opened.get(sealed);
    if (!secret) {
      secret = open(sealed, await this.sealKey());
      if (this.opened.size > 100) this.opened.clear();
      this.opened.set(sealed, secret);
    }
    return secret;
  }

  private sealKey(): Promise<string> {
    this.key ??= appSecret(this.dataSource, SEAL_KEY);
    return this.key;
  }
}
