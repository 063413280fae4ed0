import { In, type EntityManager } from 'typeorm';
import { isoSql } from '../core/database/sql-format.repository.js';
import { HISTORY_PAGE_SIZE } from './activities.service.js';
import { FIELDS, MONTH_ABBREVIATIONS, type Token } from './activity-time.js';
import { ActivityEntity } from './activity.entity.js';

/**
 * SQL for queries that put a parcel's history inside a bigger answer in one statement (the
 * tracking answer), so the `activities` table is read only by SQL written here.
 */

/** A SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const SQL_MONTHS = `(ARRAY[${MONTH_ABBREVIATIONS.map(literal).join(', ')}])`;

/**
 * How SQL writes each token of activity-time.ts, from the local time (a timestamp): a to_char
 * pattern, or an expression of its own. Typed by the tokens, so a new one needs its SQL here.
 */
const SQL_TOKENS: Record<Token, { toChar: string } | { sql: (local: string) => string }> = {
  Mon: { sql: (local) => `${SQL_MONTHS}[date_part('month', ${local})::int]` },
  DD: { toChar: 'DD' },
  HH24: { toChar: 'HH24' },
  MI: { toChar: 'MI' },
};

/**
 * An activity's time fields (activity-time.ts) as `'name', expression` pairs for a
 * json_build_object. `column` is a timestamptz, `timeZone` the SQL (usually a parameter) naming the
 * zone. Runs of digits and text become one to_char call; a month name is looked up in
 * MONTH_ABBREVIATIONS by the month's number.
 */
export function activityTimeSql(column: string, timeZone: string): string[] {
  const local = `(${column} AT TIME ZONE ${timeZone})`;
  return FIELDS.map(({ field, pieces }) => {
    const parts: string[] = [];
    let toChar = '';
    const flush = () => {
      if (toChar) parts.push(`to_char(${local}, ${literal(toChar)})`);
      toChar = '';
    };
    for (const piece of pieces) {
      if ('text' in piece) {
        // Letters and digits quoted, so to_char prints them as they are.
        toChar += /[\w"\\]/.test(piece.text)
          ? `"${piece.text.replaceAll(/["\\]/g, '\\$&')}"`
          : piece.text;
        continue;
      }
      const token = SQL_TOKENS[piece.token];
      if ('toChar' in token) {
        toChar += token.toChar;
      } else {
        flush();
        parts.push(token.sql(local));
      }
    }
    flush();
    return `${literal(field)}, ${parts.join(' || ')}`;
  });
}

/**
 * The first page of the history of the parcel whose id is `parcelIdSql`, newest first, as a json
 * array of activities shaped as the API answers them (times in the zone `timeZoneSql`).
 */
export const historyFirstPageSql = (parcelIdSql: string, timeZoneSql: string) =>
  `COALESCE((
           SELECT json_agg(json_build_object(
               'id', a.id, 'parcel_id', a.parcel_id, 'title', a.title,
               'description', a.description, 'icon', a.icon, 'color', a.color,
               ${activityTimeSql('a.created_at', timeZoneSql).join(',\n               ')},
               'created_at', ${isoSql('a.created_at')},
               'updated_at', ${isoSql('a.updated_at')},
               'restorable', a.parcel_before IS NOT NULL
             ) ORDER BY a.created_at DESC, a.id DESC)
           FROM (SELECT * FROM activities WHERE parcel_id = ${parcelIdSql}
                 ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_PAGE_SIZE}) a
         ), '[]'::json)`;

/** A one-row subquery whose `total` counts the entries of the parcel `parcelIdSql`. */
export const historyCountSql = (parcelIdSql: string) =>
  `(SELECT count(*) AS total FROM activities WHERE parcel_id = ${parcelIdSql})`;

/** The title and parcel of each history entry there is, by id: the audit trail names them so. */
export async function entryNamesByIds(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, { title: string; parcel_id: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.getRepository(ActivityEntity).find({
    select: { id: true, title: true, parcel_id: true },
    where: { id: In([...ids]) },
  });
  return new Map(rows.map((row) => [row.id, { title: row.title, parcel_id: row.parcel_id }]));
}
