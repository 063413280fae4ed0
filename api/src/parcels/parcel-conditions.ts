/**
 * SQL conditions on a row of `parcels` (columns unqualified), shared by the staff's list filters
 * and the dashboard's figures so that a figure and the list it links to count the same parcels.
 */

/**
 * Not delivered (docs/product.md §4.3): the parcel's stored current stage, which the database
 * keeps with every stage, status and change to Settings' mapping (migration 1767700000000, whose
 * copy is the predicate of the partial index parcels_late; parcel-conditions.spec.ts checks that
 * the two stay equal).
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
