import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { type ChainKey, keyId } from './audit-chain.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The audit chain's key and the table `audit_chain` (its one row: the first id hashed with the
 * key, and the id of the key that wrote the chain). The key is AUDIT_KEY, or else a secret
 * generated once into app_secrets. It is read while the application starts, so writers (inside
 * their callers' transactions) never query for it.
 */
@Injectable()
export class AuditKey implements OnModuleInit {
  private readonly logger = new Logger('AuditKey');
  private loaded: string | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const key = this.config.auditKey ?? (await appSecret(this.dataSource, 'audit-chain'));
    this.loaded = key;
    // The first start with a key records its id; a later start with another key is told.
    await this.rows.recordKeyId(keyId(key));
    if ((await this.rows.recordedKeyId()) !== keyId(key)) {
      this.logger.warn(
        'The audit key (AUDIT_KEY, or the generated one) is not the key the audit chain was written with: ' +
          'the chain check will report the rows and checkpoints written before. Set the previous key back.',
      );
    }
  }

  /** The key; the module has started, so it is loaded. */
  get key(): string {
    if (this.loaded === undefined) throw new Error('The audit key is read while the app starts');
    return this.loaded;
  }

  /** How the rows are checked: the key, and the first id hashed with it. */
  async chainKey(manager: EntityManager = this.dataSource.manager): Promise<ChainKey> {
    // No row (deleted by hand): every row must then be keyed.
    return { key: this.key, keyedFrom: (await this.rows.keyedFrom(manager)) ?? 1 };
  }

  /** Whether the key now in use is the one the chain was written with, as far as the table says. */
  async keyChanged(): Promise<boolean> {
    const recorded = await this.rows.recordedKeyId();
    return recorded !== null && recorded !== keyId(this.key);
  }
}
