// npm run bench:list — the admin parcel list (first pages) and a search, signed in, on the real
// Waybill server over the seeded database.
import {
  getAdminStatus,
  listParcels,
  signIn as signInEndpoint,
  signOut,
  signUp,
} from '@waybill/shared';
import { ensureSeed } from './seed.mjs';
import {
  DATABASE_URL,
  assertApiBuilt,
  codeOf,
  load,
  positiveInt,
  printTable,
  randomCode,
  run,
  startWaybill,
  warnIfBusy,
} from './lib.mjs';

const SECONDS = positiveInt('BENCH_LIST_SECONDS', 10);
const WARMUP_SECONDS = positiveInt('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = positiveInt('BENCH_LIST_CONNECTIONS', 10);
const FIRST_PAGES = 5;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** The admin parcel list's address for a page or a search. */
const list = (/** @type {{ page?: number, search?: string }} */ query) =>
  listParcels.path({}, query);

/**
 * @param {Response} response
 * @returns {Promise<{ status: number, errors: string[], data: any, message: string }>}
 */
async function envelopeOf(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(
      `${response.url} answered ${response.status} with no JSON: ${text.slice(0, 300)}`,
    );
  }
}

/** Signs in as the bench admin (creating it when the database has no admin yet). */
async function signIn(/** @type {string} */ url) {
  const status = await envelopeOf(await fetch(url + getAdminStatus.path({})));
  /** @type {Response} */
  let response;
  if (status.data?.has_admin) {
    const form = new FormData();
    form.set('email', ADMIN.email);
    form.set('password', ADMIN.password);
    response = await fetch(url + signInEndpoint.path({}), {
      method: signInEndpoint.method,
      body: form,
    });
  } else {
    console.log(`creating the admin ${ADMIN.email} (${signUp.method} ${signUp.route})`);
    response = await fetch(url + signUp.path({}), {
      method: signUp.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
  }
  const answer = await envelopeOf(response);
  if (!response.ok) {
    throw new Error(
      `could not sign in as ${ADMIN.email} / ${ADMIN.password} (HTTP ${response.status}: ${answer.errors?.join('; ')}). ` +
        'The bench database may hold another admin: drop the database or create this one.',
    );
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('waybill.sid='));
  if (!cookie) throw new Error('signed in, but no waybill.sid session cookie came back');
  console.log(`signed in as ${ADMIN.email} (password: ${ADMIN.password})`);
  return cookie;
}

/**
 * @param {string} url
 * @param {string} path
 * @param {string} cookie
 */
async function describeList(url, path, cookie) {
  const started = performance.now();
  const response = await fetch(url + path, { headers: { cookie } });
  const answer = await envelopeOf(response);
  const ms = (performance.now() - started).toFixed(0);
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${answer.errors}`);
  console.log(
    `  GET ${path}: ${answer.data.data.length} rows on the page, last_page ${answer.data.last_page} (${ms} ms)`,
  );
}

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const { parcels } = await ensureSeed();
  const waybill = await startWaybill(DATABASE_URL);
  const cookie = await signIn(waybill.url);
  const headers = { cookie };

  // Ten codes share this prefix (e.g. WB00050000 → WB000500000 … WB000500009).
  const search = codeOf(Math.max(1, Math.floor(parcels / 2))).slice(0, -1);
  const scenarios = [
    {
      label: `list ?page=1..${FIRST_PAGES}`,
      path: () => list({ page: 1 + Math.floor(Math.random() * FIRST_PAGES) }),
    },
    { label: `search ?search=${search}`, path: () => list({ search }) },
    // What staff type most: a whole code (a random one each time), a surname, a sender, a city.
    { label: 'search a whole code', path: () => list({ search: randomCode(parcels) }) },
    { label: 'search ?search=nakamura', path: () => list({ search: 'nakamura' }) },
    { label: 'search ?search=Kyoto Ceramics', path: () => list({ search: 'Kyoto Ceramics' }) },
    { label: 'search ?search=Lagos', path: () => list({ search: 'Lagos' }) },
  ];

  console.log('\nfirst answers:');
  await describeList(waybill.url, list({ page: 1 }), cookie);
  await describeList(waybill.url, list({ search }), cookie);

  /** @type {import('./lib.mjs').LoadResult[]} */
  const results = [];
  for (const scenario of scenarios) {
    console.log(`\n${scenario.label}: warming up ${WARMUP_SECONDS}s…`);
    await load({ ...scenario, url: waybill.url, headers, connections: CONNECTIONS, seconds: WARMUP_SECONDS }); // prettier-ignore
    console.log(`${scenario.label}: ${SECONDS}s at ${CONNECTIONS} connections…`);
    results.push(
      await load({ ...scenario, url: waybill.url, headers, connections: CONNECTIONS, seconds: SECONDS }), // prettier-ignore
    );
  }

  await fetch(waybill.url + signOut.path({}), { headers }).then((r) => r.arrayBuffer());

  console.log(
    `\nWaybill admin list over ${parcels.toLocaleString('en')} parcels, signed in, ` +
      `${CONNECTIONS} connections, ${SECONDS}s each:\n`,
  );
  printTable(results);
  console.log('\naim: p99 ≤ 100 ms for each');
});
