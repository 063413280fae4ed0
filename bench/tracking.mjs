// npm run bench:tracking — a visitor's tracking call (GET /parcels/{random code} under the API's
// prefix, the contract's trackParcel) on the real Waybill server against a
// plain node:http + pg server giving the same JSON, over the seeded database.
import os from 'node:os';
import { trackParcel } from '@waybill/shared';
import pg from 'pg';
import { ensureSeed } from './seed.mjs';
import {
  DATABASE_URL,
  assertApiBuilt,
  firstDifference,
  load,
  positiveInt,
  printTable,
  randomCode,
  run,
  startRaw,
  startWaybill,
  warnIfBusy,
} from './lib.mjs';

const SECONDS = positiveInt('BENCH_SECONDS', 20);
const WARMUP_SECONDS = positiveInt('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const COMPARED_CODES = positiveInt('BENCH_COMPARE_CODES', 3);
/** Not a seeded code: checks the 404 envelope (counts one miss against the visitor limit). */
const UNKNOWN_CODE = 'WB-NO-SUCH-CODE';

/**
 * @param {string} url
 * @returns {Promise<{ status: number, body: unknown, headers: Headers }>}
 */
async function getJson(url) {
  const response = await fetch(url);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text), headers: response.headers };
  } catch {
    throw new Error(`${url} answered ${response.status} with no JSON: ${text.slice(0, 300)}`);
  }
}

/**
 * Both servers must answer the same JSON; otherwise their speeds are not comparable.
 * @param {import('./lib.mjs').Server} raw
 * @param {import('./lib.mjs').Server} waybill
 * @param {number} parcels
 */
async function compareAnswers(raw, waybill, parcels) {
  const codes = Array.from({ length: COMPARED_CODES }, () => randomCode(parcels));
  let same = true;
  for (const code of [...codes, UNKNOWN_CODE]) {
    const path = trackParcel.path({ code });
    const [expected, actual] = await Promise.all([
      getJson(raw.url + path),
      getJson(waybill.url + path),
    ]);
    const difference =
      expected.status !== actual.status
        ? `HTTP status: raw ${expected.status} vs waybill ${actual.status}`
        : firstDifference(expected.body, actual.body);
    if (difference) {
      same = false;
      console.log(`  ${code}: DIFFERENT (raw vs waybill) — ${difference}`);
    } else if (COMPARED_CODES <= 10 || code === UNKNOWN_CODE) {
      console.log(`  ${code}: same JSON (HTTP ${actual.status})`);
    }
  }
  if (same && COMPARED_CODES > 10) console.log(`  all ${COMPARED_CODES} codes: same JSON`);
  const sample = await fetch(waybill.url + trackParcel.path({ code: codes[0] }));
  await sample.arrayBuffer();
  const caching = ['cache-control', 'etag', 'last-modified', 'vary']
    .map((name) => [name, sample.headers.get(name)])
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${value}`);
  console.log(`  waybill caching headers: ${caching.length ? caching.join('; ') : '(none)'}`);
  return same;
}

async function describeMachine() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version');
    return `${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL ${rows[0].server_version}`;
  } finally {
    await client.end();
  }
}

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const { parcels } = await ensureSeed();
  console.log(`\nmachine: ${await describeMachine()}`);

  console.log('starting the raw server and Waybill (api/dist/main.js, NODE_ENV=production)…');
  const raw = await startRaw(DATABASE_URL);
  const waybill = await startWaybill(DATABASE_URL);

  console.log(`\ncomparing answers for ${COMPARED_CODES} random codes and one unknown code:`);
  const same = await compareAnswers(raw, waybill, parcels);
  if (!same) {
    console.log('  WARNING: the answers differ, so the figures below compare different work.');
  }

  const path = () => trackParcel.path({ code: randomCode(parcels) });
  /** @type {import('./lib.mjs').LoadResult[]} */
  const results = [];
  for (const server of [raw, waybill]) {
    console.log(`\n${server.name}: warming up ${WARMUP_SECONDS}s…`);
    await load({ label: 'warm-up', url: server.url, path, connections: CONNECTIONS, seconds: WARMUP_SECONDS }); // prettier-ignore
    console.log(`${server.name}: ${SECONDS}s at ${CONNECTIONS} connections…`);
    results.push(
      await load({
        label: server.name,
        url: server.url,
        path,
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    );
  }

  const [rawResult, waybillResult] = results;
  console.log(
    `\n${trackParcel.method} ${trackParcel.route} (a random one of ${parcels.toLocaleString('en')} codes), ` +
      `${CONNECTIONS} connections, ${SECONDS}s each:\n`,
  );
  printTable(results);
  const ratio = waybillResult.rps / rawResult.rps;
  console.log(`\nratio waybill/raw: ${ratio.toFixed(2)}×   (aim: ≥ 0.80× with p99 ≤ 50 ms)`);
  if (!same) console.log('answers differed (see above): the ratio is not a like-for-like figure');
});
