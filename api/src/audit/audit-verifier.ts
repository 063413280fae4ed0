import { Injectable } from '@nestjs/common';
import type {
  AuditCheckpoint,
  AuditCheckpointState,
  AuditProblem,
  AuditVerification,
} from '@waybill/shared';
import { type ChainedRow, rowHolds } from './audit-chain.js';
import { AuditCheckpoints } from './audit-checkpoints.js';
import type { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditRepository } from './audit.repository.js';
import { AuditKey } from './audit-key.js';
import { entryView } from './audit-reader.js';

/** Rows read at a time, so the check never holds the table. */
const BATCH = 500;

interface Finding {
  problem: AuditProblem;
  row?: { id: number; at: string };
  checkpoint?: { at: string; count: number };
}

/**
 * Checks the audit chain (docs/architecture.md, "Audit chain"): every checkpoint's signature; the
 * oldest kept row links to the base the retention purge recorded (else rows were cut at the tail);
 * each row's keyed hash and link hold (else it was edited, or rows before it removed); the row at
 * each checkpoint's count has its hash (else the checkpoint does not match); and no checkpoint
 * counts more rows than the chain has (else rows were cut at the head). The first problem is
 * answered; the scan goes on to the end all the same, to place an exported checkpoint.
 */
@Injectable()
export class AuditVerifier {
  constructor(
    private readonly repository: AuditRepository,
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
    const { state, verification } = await this.run(exported);
    return { state: state ?? 'cut', verification };
  }

  private async run(exported?: AuditCheckpoint): Promise<{
    state: AuditCheckpointState | undefined;
    verification: AuditVerification;
  }> {
    const chain = await this.key.chainKey();
    const stored = await this.checkpoints.all();
    let finding: Finding | null = null;
    let scanned = 0;
    /** Rows that held before the first problem found on a row. */
    let checked: number | null = null;
    const found = (problem: Finding) => {
      finding ??= problem;
      if (problem.row && checked === null && finding === problem) checked = scanned;
    };

    const forged = stored.find((checkpoint) => !this.checkpoints.signed(checkpoint));
    if (forged) found({ problem: 'checkpoint_forged', checkpoint: forged });
    const signed = stored.filter(
      (checkpoint) => checkpoint !== forged && this.checkpoints.signed(checkpoint),
    );
    // The base: the newest retention checkpoint (rows up to its count were removed on purpose).
    const base = signed.filter((c) => c.kind === 'retention').at(-1) ?? null;
    const baseCount = base?.count ?? 0;
    const pending = signed.filter((c) => c.kind !== 'retention' && c.count > baseCount);
    let next = 0;
    let first = base?.first ?? null;
    let state: AuditCheckpointState | undefined;
    if (exported && exported.count < baseCount) state = 'purged';
    else if (exported && exported.count === baseCount)
      state = exported.head === base?.head ? 'held' : 'rewritten';

    let previous: string | null = base?.head ?? null;
    let after = 0;
    for (;;) {
      const batch = await this.repository.entriesAfter(after, BATCH);
      if (batch.length === 0) break;
      for (const entity of batch) {
        const row = chainedRow(entity);
        const position = baseCount + scanned + 1;
        const where = { id: row.id, at: row.at };
        if (!rowHolds(row, chain)) found({ problem: 'row_edited', row: where });
        else if (row.prev_hash !== previous) {
          // A row that holds but does not link: the rows before it are gone or were rewritten
          // (at the tail when it is the oldest kept row: beyond what the retention recorded).
          found({ problem: scanned === 0 ? 'tail_cut' : 'link_broken', row: where });
        }
        if (position === 1) first = row.hash;
        while (pending[next]?.count === position) {
          if (pending[next].head !== row.hash)
            found({ problem: 'checkpoint_mismatch', row: where, checkpoint: pending[next] });
          next += 1;
        }
        if (exported?.count === position) state = exported.head === row.hash ? 'held' : 'rewritten';
        previous = row.hash;
        scanned += 1;
      }
      after = batch[batch.length - 1].id;
    }

    const other = signed.find((checkpoint) => first !== null && checkpoint.first !== first);
    if (other) found({ problem: 'checkpoint_mismatch', checkpoint: other });
    // A checkpoint counted rows the chain no longer has: they were cut at the head.
    if (next < pending.length) found({ problem: 'head_cut', checkpoint: pending[next] });
    if (exported && first !== null && exported.first !== first) state = 'other_chain';

    const result = finding as Finding | null;
    let problem = result?.problem ?? null;
    // A key other than the chain's makes every keyed row and checkpoint fail: say so.
    if (
      (problem === 'row_edited' || problem === 'checkpoint_forged') &&
      (await this.key.keyChanged())
    )
      problem = 'key_changed';
    return {
      state,
      verification: {
        ok: result === null,
        checked: checked ?? scanned,
        first_broken: result?.row ?? null,
        problem,
        checkpoint: result?.checkpoint
          ? { at: result.checkpoint.at, count: result.checkpoint.count }
          : null,
        checkpoints: stored.length,
      },
    };
  }
}

function chainedRow(row: AuditEntryEntity): ChainedRow {
  return { ...entryView(row), prev_hash: row.prev_hash, hash: row.hash };
}
