import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditCheckpoint } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { Housekeeping } from '../core/housekeeping.service.js';
import { type CheckpointBody, checkpointSigned, signCheckpoint } from './audit-chain.js';
import { AuditKey } from './audit-key.js';
import { AuditWriter } from './audit-writer.js';
import { AuditRepository, type CheckpointRow } from './audit.repository.js';

export type CheckpointKind = 'hourly' | 'export' | 'retention';

/** A stored checkpoint. A `retention` one is the chain's base: rows up to `count` were purged. */
export interface StoredCheckpoint extends CheckpointBody {
  id: number;
  kind: CheckpointKind;
  sig: string;
}

const stored = (row: CheckpointRow): StoredCheckpoint => ({ ...row, at: row.at.toISOString() });

/** The exported form: one line of JSON, fields in a fixed order. */
export const checkpointLine = (checkpoint: AuditCheckpoint): string =>
  JSON.stringify({
    at: checkpoint.at,
    count: checkpoint.count,
    head: checkpoint.head,
    first: checkpoint.first,
    sig: checkpoint.sig,
  });

/**
 * The owner of audit_checkpoints: signed statements of how many rows the chain had received and
 * the newest one's hash, which the chain check compares (AuditVerifier). Written every hour (once
 * per clock hour across instances), by the owner's export, and by the retention purge (the base:
 * what it removed on purpose).
 */
@Injectable()
export class AuditCheckpoints implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
    private readonly key: AuditKey,
    private readonly writer: AuditWriter,
    private readonly rows: AuditRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register(() => this.hourly());
  }

  /** Every stored checkpoint, lowest count first (ties: oldest first). */
  async all(manager: EntityManager = this.dataSource.manager): Promise<StoredCheckpoint[]> {
    return (await this.rows.checkpoints(manager)).map(stored);
  }

  /** Whether a checkpoint is signed with this server's key. */
  signed(checkpoint: CheckpointBody & { sig: string }): boolean {
    return checkpointSigned(this.key.key, checkpoint, checkpoint.sig);
  }

  /** The newest signed retention checkpoint: rows up to its count were removed on purpose. */
  async base(manager: EntityManager): Promise<StoredCheckpoint | null> {
    const rows = await this.rows.retentionCheckpoints(manager);
    return rows.map(stored).find((checkpoint) => this.signed(checkpoint)) ?? null;
  }

  /**
   * The chain as it is now (call with the chain locked): rows received, the newest one's hash and
   * the first row's. Null while nothing was ever written.
   */
  async head(manager: EntityManager): Promise<Omit<CheckpointBody, 'at'> | null> {
    const base = await this.base(manager);
    const { kept, newest, oldest } = await this.rows.chainEnds(manager);
    if (kept === 0) return base && { count: base.count, head: base.head, first: base.first };
    return {
      count: (base?.count ?? 0) + kept,
      head: newest!,
      first: base?.first ?? oldest!,
    };
  }

  /** Signs and stores a checkpoint of `body`; an hourly one names its clock hour. */
  async write(
    manager: EntityManager,
    kind: CheckpointKind,
    body: Omit<CheckpointBody, 'at'>,
    at = new Date().toISOString(),
  ): Promise<AuditCheckpoint | null> {
    const checkpoint = { ...body, at };
    const sig = signCheckpoint(this.key.key, checkpoint);
    const inserted = await this.rows.insertCheckpoint(manager, { ...checkpoint, kind, sig });
    return inserted ? { ...checkpoint, sig } : null;
  }

  /**
   * The hourly checkpoint: the first instance to sweep in a clock hour writes it, the others find
   * the hour taken; nothing is written when no row came since the newest checkpoint.
   */
  async hourly(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.rows.lockChain(manager);
      const at = new Date().toISOString();
      if (await this.rows.hourTaken(manager, at)) return;
      const head = await this.head(manager);
      if (!head) return;
      const newest = await this.rows.newestCheckpoint(manager);
      if (newest?.count === head.count && newest.head === head.head) return;
      await this.write(manager, 'hourly', head, at);
    });
  }

  /**
   * The owner's export: records it in the trail, then signs the chain as it is with that row (so
   * the checkpoint covers its own export) and keeps a copy that the chain check compares too.
   */
  async export(): Promise<AuditCheckpoint> {
    return this.dataSource.transaction(async (manager) => {
      await this.writer.record(manager, { entity: 'audit', action: 'checkpoint_export' });
      const head = await this.head(manager);
      // The row just written is there: the chain has a head.
      const checkpoint = await this.write(manager, 'export', head!);
      return checkpoint!;
    });
  }

  /**
   * Records what the retention purge removed (in its transaction, chain locked): the new base, and
   * checkpoints at or below it go (their rows are gone).
   */
  async purged(
    manager: EntityManager,
    removed: { count: number; last: string; first: string },
  ): Promise<void> {
    const base = await this.base(manager);
    const count = (base?.count ?? 0) + removed.count;
    await this.write(manager, 'retention', {
      count,
      head: removed.last,
      first: base?.first ?? removed.first,
    });
    // The base just written is the only checkpoint at its count (each purge removes rows).
    await this.rows.deleteCheckpointsBelow(manager, count);
  }
}
