import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditEntity } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { currentOrigin } from '../core/http/request-context.js';
import { type AuditContent, chainHash } from './audit-chain.js';
import { type FieldChanges, wellFormed } from './audit-changes.js';
import { AuditKey } from './audit-key.js';
import { AuditSeals } from './audit-seals.js';
import { AuditRepository } from './audit.repository.js';

/** One change to record; who and from where come from the request unless `actor` says. */
export interface AuditRecord {
  entity: AuditEntity;
  entityId?: string | number | null;
  action: AuditAction;
  /** Fields before → after, already free of secrets (see audit-changes.ts). */
  changes?: FieldChanges;
  /**
   * Who, when the request's session does not tell: the account that just signed in, or the
   * e-mail a failed sign-in tried (id null).
   */
  actor?: { id: number | null; email: string; role?: string };
}

/**
 * The only writer of audit_log. `record` inserts one row in the caller's transaction, so the row
 * is kept exactly when the change is; writers queue on an advisory lock held to the end of their
 * transaction, so each row links to the one committed before it.
 */
@Injectable()
export class AuditWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly key: AuditKey,
    private readonly rows: AuditRepository,
    private readonly seals: AuditSeals,
  ) {}

  /**
   * Records a change. Pass the manager of the transaction that makes the change; without one (or
   * outside a transaction) the row is written in a transaction of its own.
   */
  async record(manager: EntityManager | null, entry: AuditRecord): Promise<void> {
    if (manager?.queryRunner?.isTransactionActive) return this.append(manager, entry);
    await this.dataSource.transaction((own) => this.append(own, entry));
  }

  private async append(manager: EntityManager, entry: AuditRecord): Promise<void> {
    const origin = currentOrigin();
    // A change made with an API key is the key's: its name, no account (docs/api.md).
    const keyActor: AuditRecord['actor'] | null = origin?.apiKey
      ? { id: null, email: `API key: ${origin.apiKey.name}` }
      : null;
    const who = entry.actor ?? origin?.account ?? keyActor;
    const account = who?.id ? { id: who.id, email: who.email } : null;
    // The role the account had when it acted (an account that failed to sign in has none).
    const role = account && who?.role ? who.role : null;
    await this.rows.lockChain(manager);
    // A statement of its own, after the lock: its snapshot then sees the last committed row.
    const { id, previous } = await this.rows.nextEntry(manager);
    const entityId =
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId);
    const content: AuditContent = {
      id,
      at: new Date().toISOString(),
      account_id: account?.id ?? null,
      // Cut to the column first: a cut through a surrogate pair is then made well formed too.
      account_email: who?.email ? wellFormed(who.email.slice(0, 300)) : null,
      account_role: role,
      ip: origin?.ip ?? null,
      user_agent: origin?.userAgent ?? null,
      request_id: origin?.requestId ?? null,
      entity: entry.entity,
      entity_id: entityId,
      action: entry.action,
      // People's values sealed with their record's key: the hash covers what is stored.
      changes: await this.seals.seal(manager, entry.entity, entityId, entry.changes ?? {}),
    };
    await this.rows.insertEntry(
      manager,
      content,
      previous,
      chainHash(this.key.key, previous, content),
    );
  }
}
