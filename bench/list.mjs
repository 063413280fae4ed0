// npm run bench:list — the admin parcel list (first pages) and a search, signed in, on the real
// Waybill server over the seeded database.
import { listParcels, signOut } from '@waybill/shared';
import pg from 'pg';
import { ensureSeed } from './seed.mjs';
import {
  adminSession,
  assertApiBuilt,
  codeOf,
  DATABASE_URL,
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
  const matches = answer.data.matches
    ? `, ${answer.data.matches.more ? 'more than ' : ''}${answer.data.matches.count} matching`
    : '';
  console.log(
    `  GET ${path}: ${answer.data.data.length} rows on the page${matches}, last_page ${answer.data.last_page} (${ms} ms)`,
  );
}

/** A seeded phone (`+1 555 0123456`) as someone else writes it: `(555) 012-3456`. */
const phoneElsewise = (/** @type {string} */ phone) => {
  const digits = phone.replace(/[^0-9]/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/**
 * The recipients' e-mails and phones of `count` random parcels, read from the database (the
 * seed's formulas stay in the seed).
 */
async function sampleContacts(/** @type {number} */ parcels, count = 200) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const ids = Array.from({ length: count }, () => 1 + Math.floor(Math.random() * parcels));
    const { rows } = await client.query(
      'SELECT recipient_email, recipient_phone_number FROM parcels WHERE id = ANY($1::int[])',
      [ids],
    );
    return {
      emails: rows.map((row) => row.recipient_email),
      phones: rows.map((row) => phoneElsewise(row.recipient_phone_number)),
    };
  } finally {
    await client.end();
  }
}

const anyOf = (/** @type {string[]} */ values) => values[Math.floor(Math.random() * values.length)];

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const { parcels } = await ensureSeed();
  const { emails, phones } = await sampleContacts(parcels);
  const waybill = await startWaybill(DATABASE_URL);
  const cookie = await adminSession(waybill.url, ADMIN);
  console.log(`signed in as ${ADMIN.email} (password: ${ADMIN.password})`);
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
    // Typed the way people type: no accents (Müller, São Paulo), another apostrophe (O'Brien),
    // a recipient's e-mail, a phone in another format than stored (+1 555 0123456).
    { label: 'search ?search=muller', path: () => list({ search: 'muller' }) },
    { label: 'search ?search=sao paulo', path: () => list({ search: 'sao paulo' }) },
    { label: 'search ?search=O’Brien', path: () => list({ search: 'O’Brien' }) },
    { label: 'search an e-mail', path: () => list({ search: anyOf(emails) }) },
    { label: 'search a phone (555) 012-3456', path: () => list({ search: anyOf(phones) }) },
  ];

  console.log('\nfirst answers:');
  await describeList(waybill.url, list({ page: 1 }), cookie);
  await describeList(waybill.url, list({ search }), cookie);
  for (const term of ['muller', 'O’Brien', emails[0], phones[0]]) {
    await describeList(waybill.url, list({ search: term }), cookie);
  }

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
