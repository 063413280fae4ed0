// Seeds the benchmark database: the app's schema (from its own migrations), then
// BENCH_PARCELS parcels (default 1,000,000) with 10 activities each, in set-based chunks.
// Run alone with `node bench/seed.mjs`; the benchmarks call ensureSeed().
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  ACTIVITIES_PER_PARCEL,
  DATABASE_URL,
  PARCELS,
  codeOf,
  positiveInt,
  run,
  startWaybill,
} from './lib.mjs';

const CHUNK = positiveInt('BENCH_SEED_CHUNK', 100_000);

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Ava', 'Elijah', 'Sophia', 'James',
  'Isabella', 'William', 'Mia', 'Lucas', 'Charlotte', 'Henry', 'Amara', 'Mateo', 'Aisha', 'Kenji',
  'Fatima', 'Chidi', 'Ingrid', 'Pedro', 'Yuki', 'Omar', 'Leila', 'Tomasz', 'Priya', 'Diego',
  'Hannah', 'Arjun', 'Chloe', 'Samuel', 'Zara', 'Daniel', 'Nadia', 'Felix', 'Grace', 'Ibrahim',
]; // prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Okafor', 'Nakamura', 'Kowalski', 'Müller', 'Rossi', 'Dubois', 'Silva', 'Santos',
  'Kim', 'Chen', 'Patel', 'Singh', 'Haddad', 'Yilmaz', 'Novak', 'Jensen', 'Larsen', 'Moreau',
  'Fischer', 'Schmidt', 'Costa', 'Ferreira', 'Ivanova', 'Petrov', 'Tanaka', "O'Brien", 'Murphy',
  'Walsh', 'Mensah', 'Adeyemi', 'Kariuki', 'Hassan', 'Rahman', 'Nguyen', 'Tran', 'Lopez',
  'Gonzalez', 'Hernandez', 'Wilson', 'Taylor',
]; // prettier-ignore
/** [name, latitude, longitude] */
const CITIES = [
  ['London, United Kingdom', 51.5074, -0.1278], ['Paris, France', 48.8566, 2.3522],
  ['Berlin, Germany', 52.52, 13.405], ['Madrid, Spain', 40.4168, -3.7038],
  ['Rome, Italy', 41.9028, 12.4964], ['Amsterdam, Netherlands', 52.3676, 4.9041],
  ['Lisbon, Portugal', 38.7223, -9.1393], ['Istanbul, Türkiye', 41.0082, 28.9784],
  ['Dubai, United Arab Emirates', 25.2048, 55.2708], ['Mumbai, India', 19.076, 72.8777],
  ['Singapore', 1.3521, 103.8198], ['Tokyo, Japan', 35.6762, 139.6503],
  ['Seoul, South Korea', 37.5665, 126.978], ['Shanghai, China', 31.2304, 121.4737],
  ['Sydney, Australia', -33.8688, 151.2093], ['Auckland, New Zealand', -36.8485, 174.7633],
  ['Johannesburg, South Africa', -26.2041, 28.0473], ['Lagos, Nigeria', 6.5244, 3.3792],
  ['Nairobi, Kenya', -1.2921, 36.8219], ['Cairo, Egypt', 30.0444, 31.2357],
  ['New York, USA', 40.7128, -74.006], ['Los Angeles, USA', 34.0522, -118.2437],
  ['Chicago, USA', 41.8781, -87.6298], ['Toronto, Canada', 43.6532, -79.3832],
  ['Mexico City, Mexico', 19.4326, -99.1332], ['São Paulo, Brazil', -23.5505, -46.6333],
  ['Buenos Aires, Argentina', -34.6037, -58.3816], ['Lima, Peru', -12.0464, -77.0428],
  ['Tehran, Iran', 35.6892, 51.389], ['Jakarta, Indonesia', -6.2088, 106.8456],
]; // prettier-ignore
const STATUSES = [
  'Pending', 'Picked up', 'In transit', 'In transit', 'In transit', 'Customs clearance',
  'Arrived at hub', 'Out for delivery', 'Delivered', 'Delivered', 'On hold', 'Returned to sender',
]; // prettier-ignore
const SHIPPED_VIA = ['Air freight', 'Sea freight', 'Road', 'Express courier', 'Rail'];
const SENDERS = [
  'Northwind Traders', 'Contoso Ltd', 'Globex Corporation', 'Initech', 'Umbrella Supplies',
  'Acme Trading Co.', 'Blue Harbor Imports', 'Sahara Textiles', 'Pacific Gadgets',
  'Alpine Outfitters', 'Lagos Crafts', 'Kyoto Ceramics', 'Rio Coffee Export', 'Nordic Design AB',
  'Maple Books', 'Atlas Pharma', 'Silk Road Carpets', 'Baltic Amber', 'Andes Alpaca', 'Zenith Auto Parts',
]; // prettier-ignore
const CONTENTS = [
  'Documents', 'Electronics', 'Clothing', 'Books', 'Spare parts', 'Medical supplies', 'Cosmetics',
  'Toys', 'Jewellery', 'Coffee beans', 'Laptop', 'Mobile phones', 'Artwork', 'Shoes',
]; // prettier-ignore

/**
 * The ten steps of every parcel's history: title, description (%1$s pickup, %2$s destination,
 * %3$s current location), icon and colour from the app's lists (docs/product.md §7.3).
 */
const STEPS = [
  ['Order received', 'Shipment information received from the sender in %1$s', 'radio_button_checked', 'green'],
  ['Picked up', 'Parcel collected by our courier in %1$s', 'moped', 'green'],
  ['At origin facility', 'Arrived at the sorting centre in %1$s', 'home_work', 'black'],
  ['Departed origin facility', 'Left the sorting centre in %1$s', 'local_shipping', 'green'],
  ['In transit', 'On its way from %1$s to %2$s', '(by shipped_via)', 'green'],
  ['Customs inspection', 'Held for a customs inspection in %3$s', 'pan_tool', 'red'],
  ['Cleared customs', 'Released by customs in %3$s', 'verified', 'gold'],
  ['At destination hub', 'Arrived at the hub serving %2$s', 'departure_board', 'black'],
  ['Out for delivery', 'With the driver in %2$s — delivery expected today', 'local_shipping', 'gold'],
  ['Delivered', 'Delivered in %2$s and signed for by the recipient', 'check_circle', 'green'],
]; // prettier-ignore

/** A pseudo-random but repeatable 1-based index into an array of `size` for parcel n. */
const pick = (/** @type {number} */ multiplier, /** @type {number} */ size) =>
  `(1 + (n * ${multiplier} + ${multiplier % 97}) % ${size})::int`;

/**
 * The API's search fold (parcel-search.ts's `searchFold`) in SQL, for the seed's own values only:
 * Latin letters whose accents it drops (Müller, São Paulo, Türkiye) and ASCII (the API's covers
 * every script).
 */
const fold = (/** @type {string} */ sql) =>
  `regexp_replace(lower(translate(${sql}, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ', ` +
  `'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy')), '[^a-z0-9]', '', 'g')`;

// $1, $2: the range of n. Parcel n gets id n and code WB + n in 9 digits; it was created
// n minutes after 2024-01-01 (so newer parcels have higher ids, as in real use).
const INSERT_PARCELS = `
  INSERT INTO parcels (
    id, tracking_code, recipient_name, recipient_email, recipient_phone_number, destination,
    current_location, status, weight, shipped_via, sender_name, sender_email, pickup_location,
    parcel_content, declared_value, min_expected_delivery_date, max_expected_delivery_date, image,
    show_map, map_zoom, map_current_latitude, map_current_longitude, map_pickup_latitude,
    map_pickup_longitude, map_destination_latitude, map_destination_longitude, created_at,
    updated_at, status_key, unlock_email, unlock_phone_last4, search_text)
  SELECT
    n, 'WB' || lpad(n::text, 9, '0'),
    first_name || ' ' || last_name,
    lower(first_name) || '.' || lower(replace(last_name, '''', '')) || n || '@example.com',
    '+1 555 ' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
    ($3::text[])[destination], ($3::text[])[current], status, round((n * 37 % 500 + 1) / 10.0, 1) || ' kg',
    shipped_via, sender, 'orders' || (n % 1000) || '@' || lower(regexp_replace(sender, '[^A-Za-z]', '', 'g')) || '.example',
    ($3::text[])[pickup], content, 'USD ' || (n * 13 % 2000 + 20) || '.00',
    (created + interval '3 days')::date, (created + interval '7 days' + (n % 5) * interval '1 day')::date,
    NULL,
    CASE WHEN n % 4 = 0 THEN 'yes' ELSE 'no' END, (3 + n % 10)::int,
    CASE WHEN n % 2 = 0 THEN ($4::float8[])[current] + jitter END,
    CASE WHEN n % 2 = 0 THEN ($5::float8[])[current] - jitter END,
    CASE WHEN n % 2 = 0 THEN ($4::float8[])[pickup] END,
    CASE WHEN n % 2 = 0 THEN ($5::float8[])[pickup] END,
    CASE WHEN n % 2 = 0 THEN ($4::float8[])[destination] END,
    CASE WHEN n % 2 = 0 THEN ($5::float8[])[destination] END,
    created, created + ${ACTIVITIES_PER_PARCEL} * interval '7 hours',
    -- The seed's statuses are ASCII with single spaces: lower() is the API's statusKey here.
    lower(status),
    -- The unlock facts as the API stores them (ASCII, no spaces around): the e-mail in lower
    -- case, the phone's last 4 digits.
    lower(first_name) || '.' || lower(replace(last_name, '''', '')) || n || '@example.com',
    right(lpad(((n * 7919) % 10000000)::text, 7, '0'), 4),
    -- The search text as the API writes it (api/src/parcels/parcel-search.ts): the searched
    -- fields in their order, each folded, space-separated.
    concat_ws(' ',
      ${fold('first_name || last_name')},
      ${fold("lower(first_name) || '.' || lower(replace(last_name, '''', '')) || n || '@example.com'")},
      ${fold("'+1 555 ' || lpad(((n * 7919) % 10000000)::text, 7, '0')")},
      ${fold('sender')},
      ${fold("'orders' || (n % 1000) || '@' || lower(regexp_replace(sender, '[^A-Za-z]', '', 'g')) || '.example'")},
      ${fold('($3::text[])[destination]')}, ${fold('($3::text[])[pickup]')},
      ${fold('($3::text[])[current]')}, ${fold('status')})
  FROM (
    SELECT n,
      ($6::text[])[${pick(7919, FIRST_NAMES.length)}] AS first_name,
      ($7::text[])[${pick(104729, LAST_NAMES.length)}] AS last_name,
      ${pick(15485863, CITIES.length)} AS destination,
      ${pick(2654435761, CITIES.length)} AS current,
      ${pick(40503, CITIES.length)} AS pickup,
      ($8::text[])[${pick(611953, STATUSES.length)}] AS status,
      ($9::text[])[${pick(19937, SHIPPED_VIA.length)}] AS shipped_via,
      ($10::text[])[${pick(86243, SENDERS.length)}] AS sender,
      ($11::text[])[${pick(132049, CONTENTS.length)}] AS content,
      ((n * 31) % 1000 - 500) / 10000.0 AS jitter,
      timestamptz '2024-01-01 00:00:00+00' + n * interval '1 minute' AS created
    FROM generate_series($1::bigint, $2::bigint) AS n
  ) AS parcel`;

// $1, $2: the range of parcel ids. Activity k happens k × 7 hours after the parcel was created.
const INSERT_ACTIVITIES = `
  INSERT INTO activities (parcel_id, title, description, icon, color, created_at, updated_at)
  SELECT p.id, ($3::text[])[k], format(($4::text[])[k], p.pickup_location, p.destination, p.current_location),
    CASE WHEN k = 5 THEN
      CASE p.shipped_via WHEN 'Sea freight' THEN 'directions_boat' WHEN 'Road' THEN 'local_shipping'
        WHEN 'Rail' THEN 'departure_board' ELSE 'airplanemode_active' END
    ELSE ($5::text[])[k] END,
    CASE WHEN k = 6 AND p.id % 3 = 0 THEN 'gold' ELSE ($6::text[])[k] END,
    p.created_at + k * interval '7 hours', p.created_at + k * interval '7 hours'
  FROM parcels p CROSS JOIN generate_series(1, ${ACTIVITIES_PER_PARCEL}) AS k
  WHERE p.id BETWEEN $1 AND $2
  ORDER BY p.id, k`;

const column = (/** @type {unknown[][]} */ rows, /** @type {number} */ index) =>
  rows.map((row) => row[index]);

/** A connection string for another database on the same server. */
function withDatabase(/** @type {string} */ url, /** @type {string} */ database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureDatabase(/** @type {string} */ url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Makes sure the database holds the app's current schema and `parcels` seeded parcels with their
 * history; seeds only when the counts differ.
 * @param {{ databaseUrl?: string, parcels?: number }} [options]
 * @returns {Promise<{ parcels: number }>}
 */
export async function ensureSeed({ databaseUrl = DATABASE_URL, parcels = PARCELS } = {}) {
  const started = Date.now();
  await ensureDatabase(databaseUrl);

  // The schema is the app's own: start the real API once so that its migrations run.
  console.log('applying the app’s migrations (starting api/dist/main.js once)…');
  const api = await startWaybill(databaseUrl);
  await api.stop();
  console.log(`  schema ready in ${seconds(started)}s`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM parcels)::int AS parcels,
              (SELECT count(*) FROM activities)::int AS activities,
              EXISTS (SELECT 1 FROM parcels WHERE upper(tracking_code) = $1) AS last_code`,
      [codeOf(parcels)],
    );
    const current = counts.rows[0];
    if (
      current.parcels === parcels &&
      current.activities === parcels * ACTIVITIES_PER_PARCEL &&
      current.last_code
    ) {
      console.log(
        `seed present: ${parcels.toLocaleString('en')} parcels, ${current.activities.toLocaleString('en')} activities (skipped)`,
      );
      return { parcels };
    }
    console.log(
      `seeding ${parcels.toLocaleString('en')} parcels × ${ACTIVITIES_PER_PARCEL} activities ` +
        `(found ${current.parcels} parcels, ${current.activities} activities: replacing them)`,
    );
    await seed(client, parcels);
    console.log(`seed done in ${seconds(started)}s`);
    return { parcels };
  } finally {
    await client.end();
  }
}

/**
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<unknown> }} client  a pg.Client, or
 *   a PGlite database (bench/start.mjs seeds the embedded one)
 * @param {number} parcels
 */
export async function seed(client, parcels) {
  // A bulk load: losing it in a crash costs only a re-run.
  await client.query('SET synchronous_commit = off');
  // CASCADE: the tables that point at parcels (subscribers, invoices) are emptied with them.
  await client.query('TRUNCATE activities, parcels RESTART IDENTITY CASCADE');

  const cities = CITIES.map(([name]) => name);
  const parcelParams = [
    cities,
    column(CITIES, 1),
    column(CITIES, 2),
    FIRST_NAMES,
    LAST_NAMES,
    STATUSES,
    SHIPPED_VIA,
    SENDERS,
    CONTENTS,
  ];
  let phase = Date.now();
  for (let from = 1; from <= parcels; from += CHUNK) {
    const to = Math.min(parcels, from + CHUNK - 1);
    await client.query(INSERT_PARCELS, [from, to, ...parcelParams]);
    // Each parcel's first stage row checks its foreign key against parcels: planned on stale
    // statistics it scans the growing table for every row (minutes per chunk, not seconds).
    await client.query('ANALYZE parcels');
    progress('parcels', to, parcels, phase);
  }
  await client.query(`SELECT setval(pg_get_serial_sequence('parcels', 'id'), $1)`, [parcels]);
  console.log(`  parcels: ${seconds(phase)}s`);

  const stepParams = [0, 1, 2, 3].map((index) => column(STEPS, index));
  phase = Date.now();
  for (let from = 1; from <= parcels; from += CHUNK) {
    const to = Math.min(parcels, from + CHUNK - 1);
    await client.query(INSERT_ACTIVITIES, [from, to, ...stepParams]);
    progress('activities', to * ACTIVITIES_PER_PARCEL, parcels * ACTIVITIES_PER_PARCEL, phase);
  }
  console.log(`  activities: ${seconds(phase)}s`);

  // Fresh statistics and visibility map, so the planner and the benchmark see a settled table
  // (and autovacuum does not start in the middle of a measurement).
  phase = Date.now();
  await client.query('VACUUM (ANALYZE) parcels, activities');
  console.log(`  vacuum + analyze: ${seconds(phase)}s`);
}

function progress(
  /** @type {string} */ what,
  /** @type {number} */ done,
  /** @type {number} */ total,
  /** @type {number} */ since,
) {
  const rate = Math.round(done / Math.max(0.001, (Date.now() - since) / 1000));
  console.log(
    `  ${what}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} ` +
      `(${seconds(since)}s, ${rate.toLocaleString('en')} rows/s)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(async () => {
    await ensureSeed();
  });
}
