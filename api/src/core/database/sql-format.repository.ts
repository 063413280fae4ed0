/** SQL that formats values as the API writes them, for statements that build answers whole. */

/** An ISO 8601 UTC timestamp, as JavaScript's toISOString() writes it. */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date as 'YYYY-MM-DD'. */
export const daySql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
