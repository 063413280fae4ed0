import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditRecord } from './audit-writer.js';

/** A row the subscriber would have written, kept back for the one row that sums the change up. */
export type HeldRow = Pick<AuditRecord, 'entity' | 'entityId' | 'action' | 'changes'>;

const held = new AsyncLocalStorage<HeldRow[]>();

/**
 * Runs `work` with the subscriber's rows held back instead of written: a change that staff make
 * as one action (an update of a parcel with its history entry and e-mails) is one row of the
 * trail, which its service writes from the rows held (with AuditWriter.record).
 */
export async function holdingRows<T>(
  work: () => Promise<T>,
): Promise<{ value: T; rows: HeldRow[] }> {
  const rows: HeldRow[] = [];
  const value = await held.run(rows, work);
  return { value, rows };
}

/** Where the subscriber puts its rows while a change is held as one; undefined otherwise. */
export function heldRows(): HeldRow[] | undefined {
  return held.getStore();
}
