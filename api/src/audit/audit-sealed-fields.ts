import { PERSONAL_TABLES } from '../privacy/personal-data.js';
import { type FieldChanges, HIDDEN } from './audit-changes.js';
import { seal, type SealSubject } from './audit-seal.js';
import { AUDITED_TABLES } from './audit-subscriber.js';

/** The side of a parcel's `notified` list: the addresses its updates were e-mailed to. */
export const NOTIFIED_SIDE = 'notified';

/**
 * Which values of an audit row are people's, read from the one declaration of where people's
 * data is kept (privacy/personal-data.ts) and the audited tables: a column declared there is
 * sealed in the trail with no change here. By record, each field's side ('' when the record has
 * one person).
 */
export const SEALED_FIELDS: ReadonlyMap<string, ReadonlyMap<string, string>> = (() => {
  const byEntity = new Map<string, Map<string, string>>();
  for (const table of PERSONAL_TABLES) {
    const audited = AUDITED_TABLES[table.table];
    if (!audited) continue;
    const fields = byEntity.get(audited.entity) ?? new Map<string, string>();
    for (const [column, declared] of Object.entries(table.columns))
      fields.set(column, declared.side ?? '');
    byEntity.set(audited.entity, fields);
  }
  // A parcel's update row also says who was e-mailed (parcels.service.ts): the recipient, the
  // sender or a subscriber, so a side of its own, forgotten when any of them is erased.
  byEntity.get('parcel')?.set('notified', NOTIFIED_SIDE);
  return byEntity;
})();

/**
 * Fields holding another record's values, sealed field by field as that record's are, with the
 * key of this one's side: a parcel's update row holds its new history entry.
 */
const NESTED: Readonly<Record<string, Readonly<Record<string, { entity: string; side: string }>>>> =
  { parcel: { history_entry: { entity: 'activity', side: 'recipient' } } };

/** The subjects (record and side) whose keys a row's changes need. */
export function sealSides(entity: string, changes: FieldChanges): string[] {
  const sides = new Set<string>();
  for (const [field, change] of Object.entries(changes)) {
    if (change.before === null && change.after === null) continue;
    const side = SEALED_FIELDS.get(entity)?.get(field) ?? NESTED[entity]?.[field]?.side;
    if (side !== undefined) sides.add(side);
  }
  return [...sides];
}

/**
 * The row's changes with people's values sealed, each with its side's key (`keyOf`). Nothing
 * (null) stays as it is; so does a hidden field's marker, which holds no value.
 */
export function sealedChanges(
  entity: string,
  entityId: string,
  changes: FieldChanges,
  keyOf: (side: string) => Buffer,
): FieldChanges {
  const fields = SEALED_FIELDS.get(entity);
  const nested = NESTED[entity];
  const sealValue = (side: string, value: unknown) =>
    value === null || value === HIDDEN
      ? value
      : seal(keyOf(side), { entity, entityId, side } satisfies SealSubject, value);
  const sealed: FieldChanges = {};
  for (const [field, change] of Object.entries(changes)) {
    const side = fields?.get(field);
    const inner = nested?.[field];
    if (side !== undefined) {
      sealed[field] = {
        before: sealValue(side, change.before),
        after: sealValue(side, change.after),
      };
    } else if (inner) {
      const innerFields = SEALED_FIELDS.get(inner.entity);
      const sealEach = (value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(
              Object.entries(value).map(([key, item]) => [
                key,
                innerFields?.has(key) ? sealValue(inner.side, item) : item,
              ]),
            )
          : sealValue(inner.side, value);
      sealed[field] = { before: sealEach(change.before), after: sealEach(change.after) };
    } else {
      sealed[field] = change;
    }
  }
  return sealed;
}
