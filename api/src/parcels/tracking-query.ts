import { PUBLIC_PARCEL_HIDDEN_FIELDS, publicParcelSchema } from '@waybill/shared';
import { HISTORY_PAGE_SIZE } from '../activities/activities.service.js';
import { historyCountSql, historyFirstPageSql } from '../activities/history-sql.js';
import { daySql as day, isoSql as iso } from '../core/database/sql-format.js';
import { linkSql, pageFieldsSql } from '../core/http/pagination.js';
import { blockedUntilSql } from '../core/security/rate-limiter.service.js';
import { stageOfStatusKeySql } from '../settings/settings.service.js';
import { codeMatchesSql } from './parcel-store.js';
import { historyPath } from './parcel-view.js';

/** Fields written by hand below (dates formatted, history built); the rest are plain columns. */
const FORMATTED = new Set([
  'min_expected_delivery_date',
  'max_expected_delivery_date',
  'created_at',
  'updated_at',
  'history',
  'current_stage',
]);

/** The visitor's plain columns, taken from the contract so the answer cannot drift from it. */
const PUBLIC_COLUMNS = Object.keys(publicParcelSchema.shape).filter((key) => !FORMATTED.has(key));

const fields = (columns: readonly string[]) => columns.map((column) => `'${column}', p.${column}`);

/** The first page's paging fields, by toPage's rule; links carry the code as asked ($5). */
const HISTORY_FIRST_PAGE = pageFieldsSql({
  total: 'h.total',
  page: 1,
  perPage: HISTORY_PAGE_SIZE,
  linkTo: (page) => linkSql(historyPath, '$5', page),
});

/**
 * The whole tracking answer — the envelope with the parcel and the first page of its history —
 * built by PostgreSQL in one query, so the hot path does no per-request mapping. json (not jsonb)
 * keeps the fields in order and costs less to build. The visitor's and the admin's answers differ
 * only in the private fields, so there is one statement for each.
 * $1 code, $2 rate-limit key, $3 limit, $4 company time zone, $5 the code as it goes in a URL.
 * One row: `blocked_until` (set while the visitor has used up the limit) and `body` (null when no
 * parcel has the code). Activity times and paging are written as activity-time.ts and
 * pagination.ts define them, which the rest of the API follows too.
 */
function trackingSql(columns: readonly string[]): string {
  return `
SELECT
  ${blockedUntilSql('$2', '$3')} AS blocked_until,
  (SELECT json_build_object(
     'status', 200, 'errors', '[]'::json, 'error_codes', '[]'::json, 'error_params', '[]'::json,
     'data', json_build_object(
       ${fields(columns).join(',\n       ')},
       'min_expected_delivery_date', ${day('p.min_expected_delivery_date')},
       'max_expected_delivery_date', ${day('p.max_expected_delivery_date')},
       'current_stage', COALESCE(p.stage, ${stageOfStatusKeySql('p.status_key')}),
       'created_at', ${iso('p.created_at')},
       'updated_at', ${iso('p.updated_at')},
       'history', json_build_object(
         'data', ${historyFirstPageSql('p.id', '$4')},
         ${HISTORY_FIRST_PAGE.join(',\n         ')}
       )
     ),
     'message', ''
   )::text
   FROM parcels p
   CROSS JOIN LATERAL ${historyCountSql('p.id')} h
   WHERE ${codeMatchesSql('p', '$1')}) AS body`;
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
