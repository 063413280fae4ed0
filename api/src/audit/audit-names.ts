import type { AuditEntry, AuditListEntry } from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import { entryNamesByIds } from '../activities/history.repository.js';
import { memberNamesByIds } from '../auth/auth.repository.js';
import type { ParcelStore } from '../parcels/parcel-store.js';
import type { AuditRepository } from './audit.repository.js';

/**
 * The names staff read a page of the trail by (docs/product.md §4.13): each member's display name,
 * a parcel's tracking code, a history entry's title and its parcel's code, and an account's name
 * in place of their ids. Read when the page is read, so they are never part of the chained row: a
 * name may change, the row may not. A record deleted since keeps what its own rows recorded (the
 * newest that recorded it): a parcel's code, an entry's title and parcel.
 */
export async function withNames(
  manager: EntityManager,
  parcels: Pick<ParcelStore, 'codesOf'>,
  trail: Pick<AuditRepository, 'recordedValues'>,
  rows: readonly AuditEntry[],
): Promise<AuditListEntry[]> {
  const accountIds = new Set<number>();
  const parcelIds = new Set<number>();
  const entryIds = new Set<number>();
  for (const row of rows) {
    if (row.account_id !== null) accountIds.add(row.account_id);
    const id = recordId(row);
    if (id === null) continue;
    if (row.entity === 'account') accountIds.add(id);
    if (row.entity === 'parcel') parcelIds.add(id);
    if (row.entity === 'activity') entryIds.add(id);
  }
  // One after the other: the database may be one connection (PGlite).
  const names = await memberNamesByIds(manager, [...accountIds]);
  const entries = await entryNames(manager, trail, [...entryIds]);
  for (const entry of entries.values()) if (entry.parcelId) parcelIds.add(entry.parcelId);
  const codes = await parcels.codesOf([...parcelIds]);
  const gone = [...parcelIds].filter((id) => !codes.has(id)).map(String);
  const recorded = await trail.recordedValues('parcel', 'tracking_code', gone);
  const codeOf = (parcelId: number | null) =>
    parcelId === null ? null : (codes.get(parcelId) ?? recorded.get(String(parcelId)) ?? null);
  return rows.map((row) => {
    const id = recordId(row);
    let entityName: string | null = null;
    let parcelCode: string | null = null;
    if (id !== null && row.entity === 'parcel') entityName = codeOf(id);
    if (id !== null && row.entity === 'account') entityName = names.get(id) ?? null;
    if (id !== null && row.entity === 'activity') {
      const entry = entries.get(id);
      entityName = entry?.title ?? null;
      parcelCode = codeOf(entry?.parcelId ?? null);
    }
    return {
      ...row,
      account_name: row.account_id === null ? null : (names.get(row.account_id) ?? null),
      entity_name: entityName,
      parcel_code: parcelCode,
    };
  });
}

/**
 * Each history entry's title and parcel: as it is now, else (deleted since) as its own rows
 * recorded them.
 */
async function entryNames(
  manager: EntityManager,
  trail: Pick<AuditRepository, 'recordedValues'>,
  ids: readonly number[],
): Promise<Map<number, { title: string | null; parcelId: number | null }>> {
  const live = await entryNamesByIds(manager, ids);
  const gone = ids.filter((id) => !live.has(id)).map(String);
  const titles = await trail.recordedValues('activity', 'title', gone);
  const parcelsOf = await trail.recordedValues('activity', 'parcel_id', gone);
  return new Map(
    ids.map((id) => {
      const now = live.get(id);
      if (now) return [id, { title: now.title, parcelId: now.parcel_id }];
      const parcelId = Number(parcelsOf.get(String(id)));
      return [
        id,
        {
          title: titles.get(String(id)) ?? null,
          parcelId: Number.isSafeInteger(parcelId) && parcelId > 0 ? parcelId : null,
        },
      ];
    }),
  );
}

function recordId(row: AuditEntry): number | null {
  const id = Number(row.entity_id);
  return row.entity_id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}
