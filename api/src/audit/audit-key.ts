import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { appSecret } from '../core/security/app-secrets.js';
import { type ChainKey, keyId } from './audit-chain.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const key = this.config.auditKey ?? (await appSecret(this.dataSource, 'audit-chain'));
    this.loaded = key;
    // The first start with a key records its id; a later start with another key is told.
    await this.dataSource.query(`UPDATE audit_chain SET key_id = $1 WHERE key_id IS NULL`, [
      keyId(key),
    ]);
    if ((await this.recordedKeyId()) !== keyId(key)) {
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
    const [state] = (await manager.query(`SELECT keyed_from FROM audit_chain`)) as {
      keyed_from: number;
    }[];
    // No row (deleted by hand): every row must then be keyed.
    return { key: this.key, keyedFrom: state?.keyed_from ?? 1 };
  }

  /** Whether the key now in use is the one the chain was written with, as far as the table says. */
  async keyChanged(): Promise<boolean> {
    const recorded = await this.recordedKeyId();
    return recorded !== null && recorded !== keyId(this.key);
  }

  private async recordedKeyId(): Promise<string | null> {
    const [state] = (await this.dataSource.query(`SELECT key_id FROM audit_chain`)) as {
      key_id: string | null;
    }[];
    return state?.key_id ?? null;
  }
}
