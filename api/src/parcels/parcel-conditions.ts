/**
 * SQL conditions on a row of `parcels` (columns unqualified), shared by the staff's list filters
 * and the dashboard's figures so that a figure and the list it links to count the same parcels.
 */

/**
 * Status is free text (docs/product.md §5.1): a parcel counts as delivered when its status starts
 * with "delivered" in any case ("Delivered", "delivered to a neighbour"). The same expression is
 * the predicate of the partial index parcels_late (migration 1767000000000, which keeps its own
 * copy as migrations do; parcel-conditions.spec.ts checks that the two stay equal).
 */
export const NOT_DELIVERED = "NOT (lower(coalesce(status, '')) LIKE 'delivered%')";

/** The company's today as a date, from the SQL naming its time zone. */
export const todaySql = (timeZoneSql: string) => `(now() AT TIME ZONE ${timeZoneSql})::date`;

/** Late: due before the day `daySql` (max_expected_delivery_date) and not delivered. */
export const lateSql = (daySql: string) =>
  `max_expected_delivery_date < ${daySql} AND ${NOT_DELIVERED}`;

/** Created on the calendar day `daySql` (a date) in the time zone `timeZoneSql`. */
export const createdOnSql = (daySql: string, timeZoneSql: string) =>
  `created_at >= (${daySql})::timestamp AT TIME ZONE ${timeZoneSql} ` +
  `AND created_at < ((${daySql}) + 1)::timestamp AT TIME ZONE ${timeZoneSql}`;
