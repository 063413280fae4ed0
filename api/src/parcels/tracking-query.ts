import { PUBLIC_PARCEL_HIDDEN_FIELDS, publicParcelSchema } from '@waybill/shared';
import { HISTORY_PAGE_SIZE } from '../activities/activities.service.js';

/** An ISO 8601 UTC timestamp, as JavaScript's toISOString() writes it. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Fields written by hand below (dates formatted, history built); the rest are plain columns. */
const FORMATTED = new Set([
  'min_expected_delivery_date',
  'max_expected_delivery_date',
  'created_at',
  'updated_at',
  'history',
]);

/** The visitor's plain columns, taken from the contract so the answer cannot drift from it. */
const PUBLIC_COLUMNS = Object.keys(publicParcelSchema.shape).filter((key) => !FORMATTED.has(key));

const fields = (columns: readonly string[]) => columns.map((column) => `'${column}', p.${column}`);

/**
 * The whole tracking answer — the envelope with the parcel and the first page of its history —
 * built by PostgreSQL in one query, so the hot path does no per-request mapping. json (not jsonb)
 * keeps the fields in order and costs less to build. The visitor's and the admin's answers differ
 * only in the private fields, so there is one statement for each.
 * $1 code, $2 rate-limit key, $3 limit, $4 company time zone, $5 the code as it goes in a URL.
 * One row: `blocked_until` (set while the visitor has used up the limit) and `body` (null when no
 * parcel has the code).
 */
function trackingSql(columns: readonly string[]): string {
  return `
SELECT
  (SELECT r.reset_at FROM rate_limits r
   WHERE r.key = $2 AND r.reset_at > now() AND r.hits >= $3) AS blocked_until,
  (SELECT json_build_object(
     'status', 200, 'errors', '[]'::json,
     'data', json_build_object(
       ${fields(columns).join(',\n       ')},
       'min_expected_delivery_date', ${day('p.min_expected_delivery_date')},
       'max_expected_delivery_date', ${day('p.max_expected_delivery_date')},
       'created_at', ${iso('p.created_at')},
       'updated_at', ${iso('p.updated_at')},
       'history', json_build_object(
         'data', COALESCE((
           SELECT json_agg(json_build_object(
               'id', a.id, 'parcel_id', a.parcel_id, 'title', a.title,
               'description', a.description, 'icon', a.icon, 'color', a.color,
               'created_at_month', to_char(a.created_at AT TIME ZONE $4, 'Mon'),
               'created_at_day', to_char(a.created_at AT TIME ZONE $4, 'DD'),
               'created_at_time', to_char(a.created_at AT TIME ZONE $4, 'HH24:MI'),
               'created_at', ${iso('a.created_at')},
               'updated_at', ${iso('a.updated_at')}
             ) ORDER BY a.created_at DESC, a.id DESC)
           FROM (SELECT * FROM activities WHERE parcel_id = p.id
                 ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_PAGE_SIZE}) a
         ), '[]'::json),
         'current_page', 1,
         'last_page', GREATEST(1, ceil(h.total / ${HISTORY_PAGE_SIZE}.0)::int),
         'next_page_url', CASE WHEN h.total > ${HISTORY_PAGE_SIZE}
           THEN '/api/parcels/' || $5 || '/history?page=2' END
       )
     ),
     'message', ''
   )::text
   FROM parcels p
   CROSS JOIN LATERAL (SELECT count(*) AS total FROM activities WHERE parcel_id = p.id) h
   WHERE upper(p.tracking_code) = upper($1)) AS body`;
}

/** What a visitor sees: every field but the private ones. */
export const VISITOR_TRACKING = {
  name: 'waybill_tracking_visitor',
  text: trackingSql(PUBLIC_COLUMNS),
};
/** What a signed-in admin sees: every field. */
export const ADMIN_TRACKING = {
  name: 'waybill_tracking_admin',
  text: trackingSql([...PUBLIC_COLUMNS, ...PUBLIC_PARCEL_HIDDEN_FIELDS]),
};
