// The baseline of the tracking benchmark: node:http + pg, written plainly. It answers
// the contract's trackParcel (GET /parcels/{code} under the API's prefix) with the same JSON a
// visitor gets from Waybill (two queries, JS mapping); only the route and the error codes and
// sentences come from the built contract (shared/dist), the rest is written here.
// Env: DATABASE_URL (required), PORT (default 3001), HOST (default 127.0.0.1).
import http from 'node:http';
import { envelopeErrors, getParcelHistory, problem, trackParcel } from '@waybill/shared';
import pg from 'pg';

// A date column is a calendar day: keep 'YYYY-MM-DD' text (as the API does).
pg.types.setTypeParser(1082, (value) => value);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const HISTORY_PAGE_SIZE = 10;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Every column except the ones a visitor must not see (recipient_email, recipient_phone_number,
// sender_email, sender_phone_number, declared_value); names, addresses, photo and the exact map
// only as Settings show them with the code alone (docs/product.md §2.3, privacy by default), as
// Waybill's statement does.
const COORDINATES = [
  'map_current_latitude',
  'map_current_longitude',
  'map_pickup_latitude',
  'map_pickup_longitude',
  'map_destination_latitude',
  'map_destination_longitude',
];
// The addresses go with the names: shown only when Settings show names (docs/product.md §5.1a).
const ADDRESS_PARTS = [
  'company',
  'address_line1',
  'address_line2',
  'postcode',
  'city',
  'region',
  'country',
];
const ADDRESSES = ['recipient', 'sender'].flatMap((side) =>
  ADDRESS_PARTS.map((part) => `${side}_${part}`),
);
// A delivered parcel's proof: only the initials and the time to a visitor, and it locks the rest.
const HAS_PROOF = `(p.proof_received_by IS NOT NULL AND p.current_stage = 'delivered')`;
const LOCKED = `(${HAS_PROOF} OR v.names IS NOT TRUE OR (v.photo IS NOT TRUE AND p.image IS NOT NULL)
  OR (v.exact_map IS NOT TRUE AND num_nonnulls(${COORDINATES.map((c) => `p.${c}`).join(', ')}) > 0))`;
/** An ISO timestamp as JavaScript writes it. */
const iso = (/** @type {string} */ column) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const PARCEL_SQL = `
  SELECT p.id, p.tracking_code, CASE WHEN v.names THEN p.recipient_name END AS recipient_name,
    p.destination, p.current_location, p.status, p.weight, p.shipped_via,
    CASE WHEN v.names THEN p.sender_name END AS sender_name, p.pickup_location, p.parcel_content,
    ${ADDRESSES.map((c) => `CASE WHEN v.names THEN p.${c} END AS ${c}`).join(',\n    ')},
    p.min_expected_delivery_date, p.max_expected_delivery_date,
    CASE WHEN v.photo THEN p.image END AS image, p.show_map,
    CASE WHEN v.exact_map OR p.map_zoom <= 9 THEN p.map_zoom
         WHEN p.map_zoom IS NOT NULL THEN 9 END AS map_zoom,
    ${COORDINATES.map((c) => `CASE WHEN v.exact_map THEN p.${c} ELSE round(p.${c}::numeric, 1)::float8 END AS ${c}`).join(',\n    ')},
    p.created_at, p.updated_at, p.stage,
    CASE WHEN ${HAS_PROOF} THEN json_build_object('delivered_at', ${iso('p.proof_delivered_at')},
       'received_by_initials', p.proof_initials, 'received_by', NULL::text, 'photo', NULL::text)
    END AS delivery_proof,
    p.current_stage,
    (SELECT json_build_object('expected_at', ${iso('pr.expected_at')},
       'latest_at', ${iso('pr.latest_at')}, 'basis', pr.basis, 'samples', pr.samples,
       'previous_expected_at', ${iso('pr.previous_expected_at')},
       'change_reason', pr.change_reason, 'at_risk', pr.at_risk)
     FROM parcel_predictions pr
     WHERE pr.parcel_id = p.id AND pr.stage = p.current_stage) AS prediction,
    ${LOCKED} AS locked,
    CASE WHEN ${LOCKED} THEN to_json(array_remove(ARRAY[
      CASE WHEN p.unlock_email IS NOT NULL THEN 'email' END,
      CASE WHEN p.unlock_phone_last4 IS NOT NULL
           THEN 'phone_last4' END], NULL)) ELSE '[]'::json END AS unlock_with
  FROM parcels p
  LEFT JOIN LATERAL (SELECT tracking_shows_names AS names, tracking_shows_photo AS photo,
    tracking_shows_exact_map AS exact_map FROM settings ORDER BY id LIMIT 1) v ON true
  WHERE upper(p.tracking_code) = upper($1)`;

const HISTORY_SQL = `
  SELECT id, parcel_id, title, description, icon, color, created_at, updated_at, parcel_before,
    count(*) OVER () AS total
  FROM activities WHERE parcel_id = $1
  ORDER BY created_at DESC, id DESC
  LIMIT ${HISTORY_PAGE_SIZE}`;

const two = (/** @type {number} */ value) => String(value).padStart(2, '0');

/** @param {pg.QueryResultRow} row */
function activity(row) {
  /** @type {Date} */
  const at = row.created_at;
  return {
    id: row.id,
    parcel_id: row.parcel_id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    color: row.color,
    created_at_month: MONTHS[at.getUTCMonth()],
    created_at_day: two(at.getUTCDate()),
    created_at_time: `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`,
    created_at: at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    restorable: row.parcel_before != null,
  };
}

/** @param {string} code */
async function track(code) {
  const parcels = await pool.query(PARCEL_SQL, [code.trim()]);
  const parcel = parcels.rows[0];
  if (!parcel) return null;
  const history = await pool.query(HISTORY_SQL, [parcel.id]);
  const total = history.rows.length ? Number(history.rows[0].total) : 0;
  const lastPage = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return {
    ...parcel,
    created_at: parcel.created_at.toISOString(),
    updated_at: parcel.updated_at.toISOString(),
    history: {
      data: history.rows.map(activity),
      current_page: 1,
      last_page: lastPage,
      next_page_url:
        lastPage > 1 ? getParcelHistory.path({ code: parcel.tracking_code }, { page: 2 }) : null,
    },
  };
}

/**
 * The envelope, with the error's sentence, code and values as Waybill gives them.
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} data
 * @param {import('@waybill/shared').Problem} [error]
 */
function send(response, status, data, error) {
  const body = JSON.stringify({
    status,
    ...envelopeErrors(error ? [error] : []),
    data,
    message: error?.message ?? '',
  });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** trackParcel's route ('/…/parcels/:code') as a pattern whose one group is the code. */
const TRACK_PATH = new RegExp(
  `^${trackParcel.route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':code', '([^/]+)')}$`,
);

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'GET' && pathname === '/health') return send(response, 200, 'ok');
  const match = request.method === 'GET' ? TRACK_PATH.exec(pathname) : null;
  if (!match) {
    return send(
      response,
      404,
      null,
      problem('route.not_found', { method: request.method ?? 'GET', path: pathname }),
    );
  }
  let code;
  try {
    code = decodeURIComponent(match[1]);
  } catch {
    return send(response, 400, null, problem('request.refused', { reason: 'Bad Request' }));
  }
  track(code).then(
    (parcel) =>
      parcel ? send(response, 200, parcel) : send(response, 404, null, problem('parcel.not_found')),
    (error) => {
      if (closing) return; // queries cut short by the shutdown
      console.error(error);
      send(response, 500, null, problem('server.internal'));
    },
  );
});

server.listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? '127.0.0.1');

let closing = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    closing = true;
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
  });
}
