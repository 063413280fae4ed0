import { ADDRESS_FIELDS, PUBLIC_PARCEL_HIDDEN_FIELDS, publicParcelSchema } from '@waybill/shared';
import { HISTORY_PAGE_SIZE } from '../activities/activities.service.js';
import { historyCountSql, historyFirstPageSql } from '../activities/history.repository.js';
import { daySql as day, isoSql as iso } from '../core/database/sql-format.repository.js';
import { type Arithmetic, pageFields } from '../core/http/pagination.js';
import { blockedUntilSql } from '../core/security/rate-limits.repository.js';
import { trackingShowsSql } from '../settings/settings.repository.js';
import { codeMatchesSql } from './parcels.repository.js';
import { historyPath } from './parcel-view.js';
import { predictionJsonSql } from './predictions/predictions.repository.js';

/** Fields written by hand below (dates formatted, history built); the rest are plain columns. */
const FORMATTED = new Set([
  'min_expected_delivery_date',
  'max_expected_delivery_date',
  'created_at',
  'updated_at',
  'history',
  'current_stage',
  'locked',
  'unlock_with',
  'delivery_proof',
  'prediction',
  'at_risk',
]);

/** The visitor's plain columns, taken from the contract so the answer cannot drift from it. */
const PUBLIC_COLUMNS = Object.keys(publicParcelSchema.shape).filter((key) => !FORMATTED.has(key));

/** Which answer a statement builds: staff's, a visitor's with the code alone, or unlocked. */
type TrackingView = 'admin' | 'visitor' | 'unlocked';

/** The map's coordinates, which a locked answer coarsens. */
const COORDINATES = [
  'map_current_latitude',
  'map_current_longitude',
  'map_pickup_latitude',
  'map_pickup_longitude',
  'map_destination_latitude',
  'map_destination_longitude',
];

/**
 * The closest zoom a locked map may keep: about a city's width, since its markers are only
 * placed to within about 10 km.
 */
export const COARSE_MAP_ZOOM = 9;

/**
 * A coordinate to the nearest tenth of a degree (about 11 km): the route still shows, not the
 * street. Rounding, not the gazetteer's nearest city, keeps the hot path's cost flat.
 */
const coarse = (column: string) => `round(p.${column}::numeric, 1)::float8`;

/**
 * What a visitor with the code alone gets of each field that Settings may keep for the
 * recipient (`v`: trackingShowsSql): the value when shown, else null or, on the map, coarsened.
 */
const VISITOR_FIELDS: Record<string, string> = {
  recipient_name: `CASE WHEN v.names THEN p.recipient_name END`,
  sender_name: `CASE WHEN v.names THEN p.sender_name END`,
  // Addresses are as private as the names they go with (docs/product.md §5.1a).
  ...Object.fromEntries(
    ADDRESS_FIELDS.map((column) => [column, `CASE WHEN v.names THEN p.${column} END`]),
  ),
  image: `CASE WHEN v.photo THEN p.image END`,
  map_zoom: `CASE WHEN v.exact_map OR p.map_zoom <= ${COARSE_MAP_ZOOM} THEN p.map_zoom
                  WHEN p.map_zoom IS NOT NULL THEN ${COARSE_MAP_ZOOM} END`,
  ...Object.fromEntries(
    COORDINATES.map((column) => [
      column,
      `CASE WHEN v.exact_map THEN p.${column} ELSE ${coarse(column)} END`,
    ]),
  ),
};

/** A courier's proof is shown while the parcel is delivered (a later update hides it). */
const HAS_PROOF = `(p.proof_received_by IS NOT NULL AND p.current_stage = 'delivered')`;

/**
 * The proof of delivery (docs/product.md §2.3): the received-by name's initials for everyone;
 * the full name and the photo only to staff and a visitor who passed the recipient check.
 */
function proofSql(view: TrackingView): string {
  const whole = view !== 'visitor';
  return `CASE WHEN ${HAS_PROOF} THEN json_build_object(
    'delivered_at', ${iso('p.proof_delivered_at')},
    'received_by_initials', p.proof_initials,
    'received_by', ${whole ? 'p.proof_received_by' : 'NULL::text'},
    'photo', ${whole ? 'p.proof_photo' : 'NULL::text'}) END`;
}

/** Whether a visitor's answer leaves out anything this parcel has (`v`: trackingShowsSql). */
const LOCKED = `(${HAS_PROOF} OR v.names IS NOT TRUE
  OR (v.photo IS NOT TRUE AND p.image IS NOT NULL)
  OR (v.exact_map IS NOT TRUE AND num_nonnulls(${COORDINATES.map((c) => `p.${c}`).join(', ')}) > 0))`;

/** The facts that unlock this parcel's answer: those stored on write (unlock-check.ts). */
const UNLOCK_WITH = `to_json(array_remove(ARRAY[
  CASE WHEN p.unlock_email IS NOT NULL THEN 'email' END,
  CASE WHEN p.unlock_phone_last4 IS NOT NULL THEN 'phone_last4' END
], NULL))`;

/** The fields of `view`'s answer, in the contract's order, as json_build_object arguments. */
function fields(columns: readonly string[], view: TrackingView): string[] {
  const value = (column: string) =>
    view === 'visitor' ? (VISITOR_FIELDS[column] ?? `p.${column}`) : `p.${column}`;
  const plain = [
    ...columns.map((column) => `'${column}', ${value(column)}`),
    `'delivery_proof', ${proofSql(view)}`,
  ];
  if (view === 'admin') return plain;
  if (view === 'unlocked') return [...plain, `'locked', false`, `'unlock_with', '[]'::json`];
  return [
    ...plain,
    `'locked', ${LOCKED}`,
    `'unlock_with', CASE WHEN ${LOCKED} THEN ${UNLOCK_WITH} ELSE '[]'::json END`,
  ];
}

/** PostgreSQL's limit on a function's arguments: json_build_object takes 50 pairs at most. */
const JSON_PAIRS_PER_CALL = 50;

/**
 * A JSON object of `pairs` ("'key', expression"), keys in the order given, however many: past 50
 * pairs the objects of each 50 are joined as text (the first's closing brace and the next's
 * opening one dropped). jsonb's `||` would join them too, but sorts the keys.
 */
export function orderedJsonObject(pairs: readonly string[]): string {
  const calls: string[] = [];
  for (let start = 0; start < pairs.length; start += JSON_PAIRS_PER_CALL) {
    calls.push(
      `json_build_object(\n       ${pairs.slice(start, start + JSON_PAIRS_PER_CALL).join(',\n       ')})`,
    );
  }
  if (calls.length === 1) return calls[0];
  const parts = calls.map((call, index) => {
    const text = `${call}::text`;
    if (index === 0) return `left(${text}, -1)`;
    if (index === calls.length - 1) return `substr(${text}, 2)`;
    return `substr(left(${text}, -1), 2)`;
  });
  return `(${parts.join(" || ',' || ")})::json`;
}

/** Integer SQL for the paging rule: `ceilDivide` divides whole numbers (count(*) is a bigint). */
const SQL: Arithmetic<string, string, string> = {
  number: (value) => String(Math.trunc(value)),
  plus: (a, b) => `(${a} + ${b})`,
  max: (a, b) => `GREATEST(${a}, ${b})`,
  ceilDivide: (a, b) => `((${a} + ${b} - 1) / ${b})`,
  less: (a, b) => `(${a} < ${b})`,
  onlyIf: (test, value) => `CASE WHEN ${test} THEN ${value()} END`,
};

/**
 * toPage's fields (core/http/pagination.ts) as `'name', expression` pairs for a
 * json_build_object: the same rule, for PostgreSQL to compute. `total` is the SQL counting the
 * rows, `linkTo` writes the SQL of the link to a page from the SQL of its number.
 */
export function pageFieldsSql({
  total,
  page,
  perPage,
  linkTo,
}: {
  total: string;
  page: number;
  perPage: number;
  linkTo: (page: string) => string;
}): string[] {
  const fields = pageFields(SQL, {
    total,
    page: SQL.number(page),
    perPage: SQL.number(perPage),
    linkTo,
  });
  return Object.entries(fields).map(([name, expression]) => `'${name}', ${expression}`);
}

/**
 * A link written by `write` (from its pieces as text) as SQL, with some pieces SQL expressions:
 * `write` gets a placeholder for each, and the text around them becomes string literals.
 */
export function linkSql<P extends string[]>(
  write: (...pieces: P) => string,
  ...expressions: P
): string {
  const marks = expressions.map((_, index) => `\uE000${index}\uE000`) as P;
  return write(...marks)
    .split(/\uE000(\d+)\uE000/)
    .map((piece, index) =>
      index % 2 ? `(${expressions[Number(piece)]})` : piece && `'${piece.replaceAll("'", "''")}'`,
    )
    .filter(Boolean)
    .join(' || ');
}

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
function trackingSql(columns: readonly string[], view: TrackingView): string {
  return `
SELECT
  ${blockedUntilSql('$2', '$3')} AS blocked_until,
  (SELECT json_build_object(
     'status', 200, 'errors', '[]'::json, 'error_codes', '[]'::json, 'error_params', '[]'::json,
     'data', ${orderedJsonObject([
       ...fields(columns, view),
       `'min_expected_delivery_date', ${day('p.min_expected_delivery_date')}`,
       `'max_expected_delivery_date', ${day('p.max_expected_delivery_date')}`,
       `'current_stage', p.current_stage`,
       `'prediction', ${predictionJsonSql('p')}`,
       `'created_at', ${iso('p.created_at')}`,
       `'updated_at', ${iso('p.updated_at')}`,
       `'history', json_build_object(
         'data', ${historyFirstPageSql('p.id', '$4')},
         ${HISTORY_FIRST_PAGE.join(',\n         ')}
       )`,
     ])},
     'message', ''
   )::text
   FROM parcels p
   CROSS JOIN LATERAL ${historyCountSql('p.id')} h
   ${view === 'visitor' ? trackingShowsSql('v') : ''}
   WHERE ${codeMatchesSql('p', '$1')}) AS body`;
}

/**
 * What a visitor sees with the code alone: every field but the private ones, and of names, photo
 * and map what Settings show (docs/product.md §2.3, "Privacy by default").
 */
export const VISITOR_TRACKING = {
  name: 'waybill_tracking_visitor',
  text: trackingSql(PUBLIC_COLUMNS, 'visitor'),
};
/** What a visitor sees once they gave the recipient's e-mail or phone digits (unlock). */
export const UNLOCKED_TRACKING = {
  name: 'waybill_tracking_unlocked',
  text: trackingSql(PUBLIC_COLUMNS, 'unlocked'),
};
/** What a signed-in admin sees: every field. */
export const ADMIN_TRACKING = {
  name: 'waybill_tracking_admin',
  text: trackingSql([...PUBLIC_COLUMNS, ...PUBLIC_PARCEL_HIDDEN_FIELDS], 'admin'),
};
