import { Injectable } from '@nestjs/common';
import type {
  AuditCheckpoint,
  AuditCheckpointState,
  AuditProblem,
  AuditVerification,
} from '@waybill/shared';
import { DataSource } from 'typeorm';
import { type ChainedRow, rowHolds } from './audit-chain.js';
import { AuditCheckpoints, type StoredCheckpoint } from './audit-checkpoints.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditKey } from './audit-key.js';

/** Rows read at a time, so the check never holds the table. */
const BATCH = 500;

interface Finding {
  problem: AuditProblem;
  row?: { id: number; at: string };
  checkpoint?: CheckpointBodyLike;
}
type CheckpointBodyLike = { at: string; count: number };

/**
 * Checks the audit chain (docs/architecture.md, "Audit chain"): every checkpoint's signature; the
 * oldest kept row links to the base the retention purge recorded (else rows were cut at the tail);
 * each row's keyed hash and link hold (else it was edited, or rows before it removed); the row at
 * each checkpoint's count has its hash (else the checkpoint does not match); and no checkpoint
 * counts more rows than the chain has (else rows were cut at the head).
 */
@Injectable()
export class AuditVerifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly key: AuditKey,
    private readonly checkpoints: AuditCheckpoints,
  ) {}

  async verify(): Promise<AuditVerification> {
    return (await this.run()).verification;
  }

  /** Whether the chain still holds `exported` (signed with this key: the caller checked). */
  async check(
    exported: AuditCheckpoint,
  ): Promise<{ state: AuditCheckpointState; verification: AuditVerification }> {
    return this.run(exported) as Promise<{
      state: AuditCheckpointState;
      verification: AuditVerification;
    }>;
  }

  private async run(exported?: AuditCheckpoint): Promise<{
    state: AuditCheckpointState | undefined;
    verification: AuditVerification;
  }> {
    const chain = await this.key.chainKey();
    const stored = await this.checkpoints.all();
    let checked = 0;
    const answer = async (finding: Finding | null, state?: AuditCheckpointState) => {
      let problem = finding?.problem ?? null;
      if (
        (problem === 'row_edited' || problem === 'checkpoint_forged') &&
        (await this.key.keyChanged())
      )
        problem = 'key_changed';
      return {
        state,
        verification: {
          ok: finding === null,
          checked,
          first_broken: finding?.row ?? null,
          problem,
          checkpoint: finding?.checkpoint
            ? { at: finding.checkpoint.at, count: finding.checkpoint.count }
            : null,
          checkpoints: stored.length,
        },
      };
    };

    const forged = stored.find((checkpoint) => !this.checkpoints.signed(checkpoint));
    if (forged) return answer({ problem: 'checkpoint_forged', checkpoint: forged }, undefined);

    // The base: the newest retention checkpoint (rows up to its count were removed on purpose).
    const base = stored.filter((c) => c.kind === 'retention').at(-1) ?? null;
    const baseCount = base?.count ?? 0;
    let first = base?.first ?? null;
    const pending = stored.filter((c) => c.kind !== 'retention' && c.count > baseCount);
    let next = 0;
    let state: AuditCheckpointState | undefined;
    if (exported) {
      if (exported.count < baseCount) state = 'purged';
      else if (exported.count === baseCount)
        state = exported.head === base?.head ? 'held' : 'rewritten';
    }

    const entries = this.dataSource.getRepository(AuditEntryEntity);
    let previous: string | null = base?.head ?? null;
    let after = 0;
    for (;;) {
      const batch = await entries
        .createQueryBuilder('entry')
        .where('entry.id > :after', { after })
        .orderBy('entry.id', 'ASC')
        .limit(BATCH)
        .getMany();
      if (batch.length === 0) break;
      for (const entity of batch) {
        const row = chainedRow(entity);
        const position = baseCount + checked + 1;
        const where = { id: row.id, at: row.at };
        if (!rowHolds(row, chain)) return answer({ problem: 'row_edited', row: where }, state);
        if (row.prev_hash !== previous) {
          // A row that holds but does not link: rows before it are gone (at the tail when it is
          // the oldest kept row, beyond what the retention recorded).
          return answer({ problem: checked === 0 ? 'tail_cut' : 'link_broken', row: where }, state);
        }
        if (position === 1) first = row.hash;
        while (pending[next]?.count === position) {
          if (pending[next].head !== row.hash)
            return answer(
              { problem: 'checkpoint_mismatch', row: where, checkpoint: pending[next] },
              state,
            );
          next += 1;
        }
        if (exported?.count === position) state = exported.head === row.hash ? 'held' : 'rewritten';
        previous = row.hash;
        checked += 1;
      }
      after = batch[batch.length - 1].id;
    }

    const other = stored.find((checkpoint) => first !== null && checkpoint.first !== first);
    if (exported && first !== null && exported.first !== first) state = 'other_chain';
    if (exported && state === undefined) state = 'cut';
    if (other) return answer({ problem: 'checkpoint_mismatch', checkpoint: other }, state);
    // A checkpoint counted rows the chain no longer has: they were cut at the head.
    const beyond: StoredCheckpoint | undefined = pending[next];
    if (beyond) return answer({ problem: 'head_cut', checkpoint: beyond }, state);
    return answer(null, state);
  }
}

function chainedRow(row: AuditEntryEntity): ChainedRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    account_id: row.account_id,
    account_email: row.account_email,
    account_role: row.account_role,
    ip: row.ip,
    user_agent: row.user_agent,
    request_id: row.request_id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    changes: row.changes,
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}
