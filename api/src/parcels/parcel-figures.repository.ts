import { createdOnSql, lateSql, todaySql } from './parcels.repository.js';

// The dashboard's statements on `parcels` (ParcelFigures runs them as prepared statements).

/**
 * The company's day, the late parcels and those created today, in one statement: each count
 * reads an index (parcels_late, parcels_newest), never the whole table.
 */
export const DAY_FIGURES = {
  name: 'waybill_parcel_day_figures',
  text: `WITH today AS (SELECT ${todaySql('$1::text')} AS day)
    SELECT to_char(day, 'YYYY-MM-DD') AS today,
      (SELECT count(*)::int FROM parcels WHERE ${lateSql('today.day')}) AS late,
      (SELECT count(*)::int FROM parcels WHERE ${createdOnSql('today.day', '$1::text')}) AS created_today
    FROM today`,
};

/**
 * Parcels by status, the commonest first, with the number of every parcel alongside: counted
 * from the first column of parcels_status (an index-only scan), not from the rows.
 */
export const BY_STATUS = {
  name: 'waybill_parcels_by_status',
  text: `SELECT status, count, (sum(count) OVER ())::int AS total
    FROM (SELECT status, count(*)::int AS count FROM parcels GROUP BY status) AS groups
    ORDER BY count DESC, status NULLS LAST
    LIMIT $1`,
};
