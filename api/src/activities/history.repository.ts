import { isoSql } from '../core/database/sql-format.js';
import { HISTORY_PAGE_SIZE } from './activities.service.js';
import { activityTimeSql } from './activity-time.js';

/**
 * SQL for queries that put a parcel's history inside a bigger answer in one statement (the
 * tracking answer), so the `activities` table is read only by SQL written here.
 */

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
               'updated_at', ${isoSql('a.updated_at')}
             ) ORDER BY a.created_at DESC, a.id DESC)
           FROM (SELECT * FROM activities WHERE parcel_id = ${parcelIdSql}
                 ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_PAGE_SIZE}) a
         ), '[]'::json)`;

/** A one-row subquery whose `total` counts the entries of the parcel `parcelIdSql`. */
export const historyCountSql = (parcelIdSql: string) =>
  `(SELECT count(*) AS total FROM activities WHERE parcel_id = ${parcelIdSql})`;
