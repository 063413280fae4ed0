import type { ParcelListQuery } from '@waybill/shared';
import { Brackets, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { ParcelEntity } from './parcel.entity.js';
import { searchPatterns } from './parcel-search.js';
import { atRiskSql } from './predictions/predictions.repository.js';

/**
 * The SQL of `parcels` read through TypeORM's builder: the staff's list, the lookups by code, and
 * the conditions that the list's filters and the dashboard's figures (parcel-figures.repository.ts)
 * share, so that a figure and the list it links to count the same parcels.
 */

/**
 * Not delivered (docs/product.md §4.3): the parcel's stored current stage, which the database
 * keeps with every stage, status and change to Settings' mapping (migration 1767700000000, whose
 * copy is the predicate of the partial index parcels_late; parcels.repository.spec.ts checks that
 * the two stay equal). Columns unqualified, as in the conditions below.
 */
export const NOT_DELIVERED = "current_stage IS DISTINCT FROM 'delivered'";

/** The company's today as a date, from the SQL naming its time zone. */
export const todaySql = (timeZoneSql: string) => `(now() AT TIME ZONE ${timeZoneSql})::date`;

/** Late: due before the day `daySql` (max_expected_delivery_date) and not delivered. */
export const lateSql = (daySql: string) =>
  `max_expected_delivery_date < ${daySql} AND ${NOT_DELIVERED}`;

/** Created on the calendar day `daySql` (a date) in the time zone `timeZoneSql`. */
export const createdOnSql = (daySql: string, timeZoneSql: string) =>
  `created_at >= (${daySql})::timestamp AT TIME ZONE ${timeZoneSql} ` +
  `AND created_at < ((${daySql}) + 1)::timestamp AT TIME ZONE ${timeZoneSql}`;

/**
 * SQL condition: the parcel `alias` has the tracking code `codeSql`, in any letter case (the
 * btree parcels_code_prefix serves it). Callers trim the code first.
 */
export const codeMatchesSql = (alias: string, codeSql: string) =>
  `upper(${alias}.tracking_code) = upper(${codeSql})`;

/** Columns the list sorts by, and the direction. */
export type ParcelOrder = readonly [column: string, direction: 'ASC' | 'DESC'];

/**
 * One page of the staff's list, plus one row (which tells whether a next page exists): ordered by
 * `order` then the id, narrowed by the search and filters of `query`. Late and the days of
 * creation are whole days in the company's `timeZone`.
 */
export function parcelListRows(
  manager: EntityManager,
  query: ParcelListQuery,
  {
    order: [column, direction],
    offset,
    limit,
    timeZone,
    keyId,
  }: {
    order: ParcelOrder;
    offset: number;
    limit: number;
    timeZone: string;
    /** An API key's list: only the parcels it made. */
    keyId?: number;
  },
): Promise<ParcelEntity[]> {
  const builder = manager.getRepository(ParcelEntity).createQueryBuilder('parcel');
  return inListOrder(listed(builder, query, timeZone, keyId), [column, direction])
    .offset(offset)
    .limit(limit)
    .getMany();
}

/**
 * The ids of the first `limit` parcels of the staff's list, in its order (`order`, then the id),
 * narrowed by the search and filters of `query`: the first page is the first of them, and how many
 * there are is how many match, counted no further than `limit` (a common term matches hundreds of
 * thousands). One scan finds both, where the page and a count of their own took two.
 */
export async function parcelListIds(
  manager: EntityManager,
  query: ParcelListQuery,
  {
    order: [column, direction],
    limit,
    timeZone,
    keyId,
  }: { order: ParcelOrder; limit: number; timeZone: string; keyId?: number },
): Promise<number[]> {
  const builder = manager
    .getRepository(ParcelEntity)
    .createQueryBuilder('parcel')
    .select('parcel.id', 'id');
  const rows: { id: number }[] = await inListOrder(listed(builder, query, timeZone, keyId), [
    column,
    direction,
  ])
    .limit(limit)
    .getRawMany();
  return rows.map((row) => row.id);
}

/** The parcels with the ids, in the ids' order (a list's page found by parcelListIds). */
export async function parcelsInOrder(
  manager: EntityManager,
  ids: readonly number[],
): Promise<ParcelEntity[]> {
  if (ids.length === 0) return [];
  const found = await manager.getRepository(ParcelEntity).findBy({ id: In([...ids]) });
  const byId = new Map(found.map((parcel) => [parcel.id, parcel]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The builder in the list's order: `order`, then the id the same way (one row per place). */
function inListOrder<Entity extends object>(
  builder: SelectQueryBuilder<Entity>,
  [column, direction]: ParcelOrder,
): SelectQueryBuilder<Entity> {
  return builder.orderBy(`parcel.${column}`, direction).addOrderBy('parcel.id', direction);
}

/** The builder narrowed by the search and filters of `query`. */
function listed(
  builder: SelectQueryBuilder<ParcelEntity>,
  query: ParcelListQuery,
  timeZone: string,
  keyId?: number,
): SelectQueryBuilder<ParcelEntity> {
  if (keyId !== undefined) builder.andWhere('parcel.api_key_id = :keyId', { keyId });
  if (query.reference) builder.andWhere('parcel.reference = :reference', query);
  if (query.stage) builder.andWhere('parcel.current_stage = :stage', query);
  if (query.search) builder.andWhere(parcelSearch(query.search));
  if (query.status) builder.andWhere('parcel.status = :status', { status: query.status });
  if (query.late) builder.andWhere(lateSql(todaySql(':timeZone')), { timeZone });
  if (query.at_risk) builder.andWhere(atRiskSql('parcel'));
  if (query.created_on) {
    builder.andWhere(createdOnSql('CAST(:createdOn AS date)', ':timeZone'), {
      createdOn: query.created_on,
      timeZone,
    });
  }
  if (query.created_from) {
    builder.andWhere(createdFromSql('CAST(:createdFrom AS date)', ':timeZone'), {
      createdFrom: query.created_from,
      timeZone,
    });
  }
  if (query.created_to) {
    builder.andWhere(createdToSql('CAST(:createdTo AS date)', ':timeZone'), {
      createdTo: query.created_to,
      timeZone,
    });
  }
  return builder;
}

/** Created on or after the calendar day `daySql` in the time zone `timeZoneSql`. */
const createdFromSql = (daySql: string, timeZoneSql: string) =>
  `created_at >= (${daySql})::timestamp AT TIME ZONE ${timeZoneSql}`;

/** Created on or before the calendar day `daySql` in the time zone `timeZoneSql`. */
const createdToSql = (daySql: string, timeZoneSql: string) =>
  `created_at < ((${daySql}) + 1)::timestamp AT TIME ZONE ${timeZoneSql}`;

/**
 * A tracking code starting with the term (the btree parcels_code_prefix), or the parcel's stored
 * search text containing the folded term or one of its phone forms (parcel-search.ts; the trigram
 * index parcels_search_text). Wildcards in the term are literal.
 */
function parcelSearch(term: string): Brackets {
  return new Brackets((where) => {
    where.where('upper(parcel.tracking_code) LIKE upper(:prefix)', { prefix: likePrefix(term) });
    searchPatterns(term).forEach((pattern, index) => {
      // Folded texts hold only letters and digits: no wildcard to escape.
      where.orWhere(`parcel.search_text LIKE :search${index}`, {
        [`search${index}`]: `%${pattern}%`,
      });
    });
  });
}

/** A search term for LIKE "starts with", with its wildcards taken literally. */
function likePrefix(search: string): string {
  return `${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The parcels with the code, in any letter case (spaces around it ignored): a builder to finish. */
function byCode(manager: EntityManager, code: string): SelectQueryBuilder<ParcelEntity> {
  return manager
    .getRepository(ParcelEntity)
    .createQueryBuilder('parcel')
    .where(codeMatchesSql('parcel', ':code'), { code: code.trim() });
}

/** The parcel with the code, or null. */
export function parcelByCode(manager: EntityManager, code: string): Promise<ParcelEntity | null> {
  return byCode(manager, code).getOne();
}

/**
 * The parcel with the code, or null, its row locked (FOR UPDATE) until the caller's transaction
 * ends: two updates of one parcel then run one after the other, each reading what the other wrote.
 */
export function lockedParcelByCode(
  manager: EntityManager,
  code: string,
): Promise<ParcelEntity | null> {
  return byCode(manager, code).setLock('pessimistic_write').getOne();
}

/** The parcel with the id, or null, its row locked until the caller's transaction ends. */
export function lockedParcelById(manager: EntityManager, id: number): Promise<ParcelEntity | null> {
  return manager
    .getRepository(ParcelEntity)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The id and unlock facts of the parcel with the code, or null. */
export function unlockFactsByCode(
  manager: EntityManager,
  code: string,
): Promise<Pick<ParcelEntity, 'id' | 'unlock_email' | 'unlock_phone_last4'> | null> {
  return byCode(manager, code)
    .select(['parcel.id', 'parcel.unlock_email', 'parcel.unlock_phone_last4'])
    .getOne();
}

/** Whether the API key `keyId` made the parcel with the code (a key reaches only its own). */
export async function parcelMadeByKey(
  manager: EntityManager,
  code: string,
  keyId: number,
): Promise<boolean> {
  const count = await byCode(manager, code)
    .andWhere('parcel.api_key_id = :keyId', { keyId })
    .getCount();
  return count > 0;
}

/**
 * A batch of the export (docs/product.md §4.4c): the parcels the list's search and filters
 * match, in the list's order, after the keyset cursor `after` (the last row's sort value as text,
 * exact to the microsecond, and its id), `limit` of them. Each batch is its own short query, so
 * an export of a million rows holds no connection and no more than a batch in memory.
 */
export async function parcelExportBatch(
  manager: EntityManager,
  query: ParcelListQuery,
  {
    order: [column, direction],
    after,
    limit,
    timeZone,
  }: {
    order: ParcelOrder;
    after: { at: string; id: number } | null;
    limit: number;
    timeZone: string;
  },
): Promise<{ parcels: ParcelEntity[]; last: { at: string; id: number } | null }> {
  const builder = listed(
    manager.getRepository(ParcelEntity).createQueryBuilder('parcel'),
    query,
    timeZone,
  ).addSelect(`parcel.${column}::text`, 'cursor_at');
  if (after) {
    const compare = direction === 'DESC' ? '<' : '>';
    builder.andWhere(
      `(parcel.${column}, parcel.id) ${compare} (CAST(:cursorAt AS timestamptz), :cursorId)`,
      { cursorAt: after.at, cursorId: after.id },
    );
  }
  const { entities, raw } = await inListOrder(builder, [column, direction])
    .limit(limit)
    .getRawAndEntities<{ cursor_at: string; parcel_id: number }>();
  const lastRaw = raw[raw.length - 1];
  return {
    parcels: entities,
    last: lastRaw ? { at: lastRaw.cursor_at, id: Number(lastRaw.parcel_id) } : null,
  };
}

/** The columns an import writes, in the order of IMPORTED_COLUMN_TYPES' record. */
const IMPORTED_COLUMNS = {
  tracking_code: 'varchar',
  reference: 'varchar',
  recipient_name: 'varchar',
  recipient_email: 'varchar',
  recipient_phone_number: 'varchar',
  destination: 'varchar',
  current_location: 'varchar',
  status: 'varchar',
  stage: 'varchar',
  status_key: 'text',
  unlock_email: 'text',
  unlock_phone_last4: 'varchar',
  sender_name: 'varchar',
  sender_email: 'varchar',
  sender_phone_number: 'varchar',
  pickup_location: 'varchar',
  recipient_company: 'varchar',
  recipient_address_line1: 'varchar',
  recipient_address_line2: 'varchar',
  recipient_postcode: 'varchar',
  recipient_city: 'varchar',
  recipient_region: 'varchar',
  recipient_country: 'varchar',
  sender_company: 'varchar',
  sender_address_line1: 'varchar',
  sender_address_line2: 'varchar',
  sender_postcode: 'varchar',
  sender_city: 'varchar',
  sender_region: 'varchar',
  sender_country: 'varchar',
  search_text: 'text',
} as const;
export type ImportedParcelRow = Partial<Record<keyof typeof IMPORTED_COLUMNS, string | null>>;

const IMPORTED_NAMES = Object.keys(IMPORTED_COLUMNS).join(', ');
const IMPORTED_RECORD = Object.entries(IMPORTED_COLUMNS)
  .map(([name, type]) => `${name} ${type}`)
  .join(', ');

/**
 * Parcels of an import, in one statement per batch (the caller's transaction holds them all):
 * a reference staff already used (index parcels_reference, no API key) is skipped, not made again,
 * so the same file imported twice, or two imports of it racing, make each parcel once. A tracking
 * code already taken fails the statement (50 random bits: unheard of); the transaction then rolls
 * back and the job runs again. Answers the ids made.
 */
export async function insertImportedParcels(
  manager: EntityManager,
  rows: ImportedParcelRow[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const made: Array<{ id: number }> = await manager.query(
    `INSERT INTO parcels (${IMPORTED_NAMES})
     SELECT ${IMPORTED_NAMES} FROM jsonb_to_recordset($1::jsonb) AS row (${IMPORTED_RECORD})
     ON CONFLICT ((coalesce(api_key_id, 0)), reference) WHERE reference IS NOT NULL DO NOTHING
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  return made.map((row) => Number(row.id));
}

/**
 * The ids of the parcels the list's search and filters match, lowest first, no more than `upTo`
 * (a bulk action's or a batch's selection, resolved by the filter on the server).
 */
export async function parcelIdsMatching(
  manager: EntityManager,
  query: ParcelListQuery,
  { upTo, timeZone }: { upTo: number; timeZone: string },
): Promise<number[]> {
  const rows: Array<{ id: number }> = await listed(
    manager.getRepository(ParcelEntity).createQueryBuilder('parcel').select('parcel.id', 'id'),
    query,
    timeZone,
  )
    .orderBy('parcel.id', 'ASC')
    .limit(upTo)
    .getRawMany();
  return rows.map((row) => Number(row.id));
}

/** Which of `ids` name a parcel. */
export async function existingParcelIds(manager: EntityManager, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: number }> = await manager
    .getRepository(ParcelEntity)
    .createQueryBuilder('parcel')
    .select('parcel.id', 'id')
    .where('parcel.id IN (:...ids)', { ids })
    .getRawMany();
  return rows.map((row) => Number(row.id));
}

/** The parcels with `ids` (those still there), lowest id first. */
export function parcelsByIds(manager: EntityManager, ids: number[]): Promise<ParcelEntity[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return manager
    .getRepository(ParcelEntity)
    .createQueryBuilder('parcel')
    .where('parcel.id IN (:...ids)', { ids })
    .orderBy('parcel.id', 'ASC')
    .getMany();
}

/**
 * A page of a day's manifest: the parcels created on `day` (the company's time zone) with the
 * carrier `shippedVia` (all when undefined), by carrier then id, after the parcel `after` of the
 * same order.
 */
export function manifestParcels(
  manager: EntityManager,
  {
    day,
    shippedVia,
    timeZone,
    after,
    limit,
  }: {
    day: string;
    shippedVia?: string;
    timeZone: string;
    after: { carrier: string; id: number } | null;
    limit: number;
  },
): Promise<ParcelEntity[]> {
  const builder = manager
    .getRepository(ParcelEntity)
    .createQueryBuilder('parcel')
    .where(createdOnSql('CAST(:day AS date)', ':timeZone'), { day, timeZone });
  if (shippedVia !== undefined) {
    builder.andWhere("coalesce(parcel.shipped_via, '') = :shippedVia", { shippedVia });
  }
  if (after) {
    builder.andWhere("(coalesce(parcel.shipped_via, ''), parcel.id) > (:afterCarrier, :afterId)", {
      afterCarrier: after.carrier,
      afterId: after.id,
    });
  }
  return builder
    .orderBy("coalesce(parcel.shipped_via, '')", 'ASC')
    .addOrderBy('parcel.id', 'ASC')
    .limit(limit)
    .getMany();
}
