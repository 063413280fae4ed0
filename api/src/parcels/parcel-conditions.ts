import { stageOfStatusKeySql } from '../settings/settings.repository.js';

/**
 * SQL conditions on a row of `parcels` (columns unqualified), shared by the staff's list filters
 * and the dashboard's figures so that a figure and the list it links to count the same parcels.
 */

/**
 * Delivered, on the parcel's own fields (docs/product.md §4.3): the Delivered stage staff chose;
 * with no stage chosen, a status text starting with "delivered" in any case ("Delivered",
 * "delivered to a neighbour"). The predicate of the partial index parcels_late (migration
 * 1767350000000 keeps its own copy, as migrations do; parcel-conditions.spec.ts checks that the
 * two stay equal).
 */
export const NOT_DELIVERED_OWN_FIELDS =
  "NOT (coalesce(stage, '') = 'delivered' OR (stage IS NULL AND coalesce(status_key, '') LIKE 'delivered%'))";

/**
 * Not delivered: the above, and with no stage chosen, a status that Settings' mapping does not
 * turn into Delivered ("Left with the neighbour" → Delivered). The mapping is read in the same
 * statement, so a change to it counts at once; it is checked only on the rows the index gives.
 */
export const NOT_DELIVERED = `${NOT_DELIVERED_OWN_FIELDS} AND NOT (stage IS NULL AND coalesce(${stageOfStatusKeySql('status_key')}, '') = 'delivered')`;

/** The company's today as a date, from the SQL naming its time zone. */
export const todaySql = (timeZoneSql: string) => `(now() AT TIME ZONE ${timeZoneSql})::date`;

/** Late: due before the day `daySql` (max_expected_delivery_date) and not delivered. */
export const lateSql = (daySql: string) =>
  `max_expected_delivery_date < ${daySql} AND ${NOT_DELIVERED}`;

/** Created on the calendar day `daySql` (a date) in the time zone `timeZoneSql`. */
export const createdOnSql = (daySql: string, timeZoneSql: string) =>
  `created_at >= (${daySql})::timestamp AT TIME ZONE ${timeZoneSql} ` +
  `AND created_at < ((${daySql}) + 1)::timestamp AT TIME ZONE ${timeZoneSql}`;
