import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FieldChanges } from './audit-changes.js';
import {
  ERASED_VALUE,
  newSealKey,
  type SealSubject,
  sealedSide,
  subjectId,
  unseal,
} from './audit-seal.js';
import { sealSides, sealedChanges } from './audit-sealed-fields.js';
import { AUDITED_TABLES } from './audit-subscriber.js';
import { AuditRepository } from './audit.repository.js';

/** A row of the trail as far as its sealed values go. */
interface SealedRow {
  entity: string;
  entity_id: string | null;
  changes: Record<string, unknown>;
}

/**
 * People's values in the audit trail (docs/architecture.md §4.10): sealed as rows are written,
 * opened as staff read them, and forgotten when the person's data is erased (their keys deleted).
 */
@Injectable()
export class AuditSeals {
  constructor(private readonly keys: AuditRepository) {}

  /**
   * A row's changes with people's values sealed. The writer calls it under the chain's lock. A
   * row of no one record (a bulk change) holds no person's field and is written as it is.
   */
  async seal(
    manager: EntityManager,
    entity: string,
    entityId: string | null,
    changes: FieldChanges,
  ): Promise<FieldChanges> {
    const sides = entityId === null ? [] : sealSides(entity, changes);
    if (entityId === null || sides.length === 0) return changes;
    const keys = await this.keys.sealKeys(
      manager,
      { entity, entityId },
      new Map(sides.map((side) => [side, newSealKey()])),
    );
    return sealedChanges(entity, entityId, changes, (side) => keys.get(side)!);
  }

  /** The rows with their sealed values opened: ERASED_VALUE where the person was erased. */
  async open<Row extends SealedRow>(rows: Row[]): Promise<Row[]> {
    const subjects = new Map<string, SealSubject>();
    const subjectOf = (row: Row, side: string): SealSubject => ({
      entity: row.entity,
      entityId: row.entity_id ?? '',
      side,
    });
    for (const row of rows) {
      walk(row.changes, (text, side) => {
        const subject = subjectOf(row, side);
        subjects.set(subjectId(subject), subject);
        return text;
      });
    }
    if (subjects.size === 0) return rows;
    const keys = await this.keys.openKeys([...subjects.values()]);
    return rows.map((row) => ({
      ...row,
      changes: walk(row.changes, (text, side) => {
        const subject = subjectOf(row, side);
        return row.entity_id === null
          ? ERASED_VALUE
          : unseal(keys.get(subjectId(subject)), subject, text);
      }) as Row['changes'],
    }));
  }

  /**
   * Forgets what the trail sealed of these rows of `table` (their side of a parcel), in the
   * erasure's transaction: their keys are deleted, under the chain's lock as writers make them.
   */
  async forget(
    manager: EntityManager,
    table: string,
    ids: readonly (string | number)[],
    side = '',
  ): Promise<void> {
    const audited = AUDITED_TABLES[table];
    if (!audited || ids.length === 0) return;
    await this.keys.lockChain(manager);
    await this.keys.deleteSealKeys(manager, audited.entity, ids.map(String), side);
  }
}

/** `value` with each sealed text replaced by `replace(text, side)`, at any depth. */
function walk(value: unknown, replace: (text: string, side: string) => unknown): unknown {
  const side = sealedSide(value);
  if (side !== null) return replace(value as string, side);
  if (Array.isArray(value)) return value.map((item) => walk(item, replace));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, walk(item, replace)]),
    );
  }
  return value;
}
