// The courier app (docs/architecture.md §6.4): its first-load JavaScript, gzipped, on the sign-in
// screen and on the run; Lighthouse's mobile performance score of /courier/; and how long a phone
// takes to send 500 actions queued offline once it is online again.
//
// Builds nothing: it measures the built product (`npm run build` first). Starts api/dist/main.js
// on a free port with a fresh embedded database, makes a courier with a run of 100 parcels through
// the API, and drives Chromium (the browser tests' one: test/support/chromium.mjs).
//
//   npm run bench:courier
//   BENCH_COURIER_ACTIONS=1000 npm run bench:courier   another queue length (a multiple of 5)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  acceptInvitation,
  assignToRun,
  copyInvitationLink,
  createParcel,
  getHealth,
  inviteStaff,
  listCouriers,
  trackParcel,
} from '@waybill/shared';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/support/chromium.mjs';
import {
  adminSession,
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  ROOT,
  sleep,
  startDevtoolsChromium,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

/** The aims of issue 30's app: first load at most 150 KB of JS gzipped, Lighthouse mobile ≥ 95. */
const MAX_FIRST_LOAD_KB = 150;
const MIN_PERFORMANCE = 95;
const ACTIONS = positiveInt('BENCH_COURIER_ACTIONS', 500);
/** The five actions each parcel of the run gets, in the order a courier does them. */
const ROUND = ['picked_up', 'at_hub', 'out_for_delivery', 'delivery_failed', 'out_for_delivery'];
const PARCELS = Math.ceil(ACTIONS / ROUND.length);
const OWNER = { email: 'bench-courier-owner@example.com', password: 'bench-courier-password-1' };
const COURIER = { email: 'bench-courier@example.com', password: 'bench-courier-password-2' };
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * Calls an endpoint of the contract with a session cookie; its data.
 * @param {string} url
 * @param {string} cookie
 * @param {import('@waybill/shared').Endpoint} endpoint
 * @param {unknown} [body]
 * @param {Record<string, string>} [params]
 */
async function call(url, cookie, endpoint, body, params = {}) {
  const address = endpoint.path(/** @type {never} */ (params));
  const response = await fetch(url + address, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${endpoint.method} ${address}: ${answer.errors?.join(', ')}`);
  return answer.data;
}

/**
 * The owner, a courier invited and joined, and a run of PARCELS parcels for today (UTC).
 * @param {string} url
 */
async function seed(url) {
  const owner = await adminSession(url, OWNER);
  const invitation = await call(url, owner, inviteStaff, { email: COURIER.email, role: 'courier' });
  const { link } = await call(url, owner, copyInvitationLink, { id: invitation.id });
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(link)?.[1] ?? '');
  await call(url, '', acceptInvitation, {
    token,
    name: 'Bench Courier',
    password: COURIER.password,
  });
  const couriers = await call(url, owner, listCouriers);
  const courierId = couriers.find(
    (/** @type {{ email: string }} */ c) => c.email === COURIER.email,
  ).id;
  const codes = [];
  for (let i = 0; i < PARCELS; i++) {
    const code = `WB-RUN-${String(i).padStart(4, '0')}`;
    await call(url, owner, createParcel, {
      tracking_code: code,
      recipient_name: `Recipient ${i}`,
      destination: 'Lisbon, Portugal',
    });
    codes.push(code);
  }
  const date = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < codes.length; i += 200) {
    await call(url, owner, assignToRun, {
      courier_id: courierId,
      date,
      codes: codes.slice(i, i + 200),
    });
  }
  return { owner, codes };
}

/**
 * Lighthouse's mobile run (a mid-range phone on slow 4G, simulated) of the sign-in screen, as a
 * first visit; a run Lighthouse reports as failed is run again, up to twice.
 * @param {string} url
 */
async function lighthouseScores(url) {
  const browser = await startDevtoolsChromium();
  try {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        clearStorageTypes: ['service_workers', 'cache_storage', 'local_storage', 'cookies'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
      console.log(`  ${result.lhr.runtimeError.code}, run again`);
    }
  } finally {
    browser.stop();
  }
}

/**
 * The scripts a page fetched from the site before its first screen showed (`heading`), gzipped.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {string} heading
 */
async function firstLoad(context, url, heading) {
  const page = await context.newPage();
  /** @type {string[]} */
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(new URL(url).origin)) {
      scripts.push(request.url());
    }
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  const seen = [...new Set(scripts)];
  const sized = [];
  for (const script of seen) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    sized.push({ url: script, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return { page, scripts: sized };
}

/**
 * Writes `count` actions into the phone's queue as the app does (queue/db.ts, queue/queue.ts:
 * database waybill-courier, store actions, in order), while the phone is offline.
 * @param {import('playwright-core').Page} page
 * @param {string[]} codes
 * @param {number} count
 */
async function queueActions(page, codes, count) {
  await page.evaluate(
    async ({ codes, count, round }) => {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('waybill-courier');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = /** @type {IDBDatabase} */ (db).transaction('actions', 'readwrite');
      const start = Date.now() - count * 1000;
      for (let i = 0; i < count; i++) {
        const kind = round[Math.floor(i / codes.length) % round.length];
        tx.objectStore('actions').add({
          id: crypto.randomUUID(),
          parcel: codes[i % codes.length],
          kind,
          at: new Date(start + i * 1000).toISOString(),
          position: { latitude: 38.72, longitude: -9.14, accuracy: 10 },
          ...(kind === 'delivery_failed' ? { reason: 'nobody_home' } : {}),
          state: 'waiting',
          tries: 0,
          next_try_at: 0,
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      /** @type {IDBDatabase} */ (db).close();
    },
    { codes, count, round: ROUND },
  );
}

/** @param {import('playwright-core').Page} page */
const queued = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('waybill-courier');
        open.onsuccess = () => {
          const request = open.result.transaction('actions').objectStore('actions').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve({
              waiting: request.result.filter((a) => a.state === 'waiting').length,
              refused: request.result.filter((a) => a.state === 'refused').length,
            });
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

async function main() {
  assertApiBuilt();
  if (!existsSync(path.join(ROOT, 'courier', 'dist', 'index.html'))) {
    throw new Error('courier/dist is missing: run `npm run build` first.');
  }
  warnIfBusy();
  const port = await freePort();
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    env: {
      DATA_DIR: tempDir('waybill-bench-courier-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: 'none',
    },
  });
  // localhost is a secure origin (a service worker needs one), as the site is behind TLS in production.
  const origin = `http://localhost:${port}`;
  let failed = false;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(`Seeding a courier with a run of ${PARCELS} parcels…`);
    const { owner, codes } = await seed(server.url);

    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'UTC',
    });
    const { page, scripts } = await firstLoad(phone, `${origin}/courier/`, 'Sign in');
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log('\nFirst load of /courier/ (scripts fetched before the sign-in screen showed)');
    for (const script of scripts) {
      console.log(
        `  ${new URL(script.url).pathname}  ${kb(script.bytes)} KB, ${kb(script.gzip)} KB gzipped`,
      );
    }
    console.log(
      `  total ${kb(gzip)} KB gzipped (budget ${MAX_FIRST_LOAD_KB} KB)${gzip / 1024 > MAX_FIRST_LOAD_KB ? '  OVER' : ''}`,
    );
    if (gzip / 1024 > MAX_FIRST_LOAD_KB) failed = true;

    await page.getByLabel('E-mail').fill(COURIER.email);
    await page.getByLabel('Password').fill(COURIER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Today’s run' }).waitFor();
    await page.getByRole('list').getByRole('button').first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await phone.setOffline(true);
    await queueActions(page, codes, ACTIONS);
    await page.close();
    console.log(`\n${ACTIONS} actions queued offline; the app is closed.`);
    await phone.setOffline(false);
    const started = performance.now();
    const again = await phone.newPage();
    await again.goto(`${origin}/courier/`);
    let left = { waiting: ACTIONS, refused: 0 };
    const deadline = Date.now() + 10 * 60_000;
    while (left.waiting > 0 && Date.now() < deadline) {
      await sleep(100);
      left = /** @type {{ waiting: number, refused: number }} */ (await queued(again));
    }
    const seconds = (performance.now() - started) / 1000;
    if (left.waiting > 0) throw new Error(`${left.waiting} actions still waiting after 10 minutes`);
    let entries = 0;
    for (const code of codes) {
      const parcel = await call(server.url, owner, trackParcel, undefined, { code });
      entries += parcel.history.data.length;
    }
    console.log(
      `Sync after reconnecting: ${ACTIONS} actions in ${seconds.toFixed(2)} s ` +
        `(${(ACTIONS / seconds).toFixed(0)} per second, from opening the app to an empty queue); ` +
        `${left.refused} refused; ${entries} history entries on the server`,
    );
    if (left.refused > 0 || entries < ACTIONS) failed = true;
    await phone.close();

    console.log('\nLighthouse (mobile, one run) of /courier/');
    const lhr = await lighthouseScores(`${origin}/courier/`);
    for (const [id, category] of Object.entries(lhr.categories)) {
      console.log(`  ${id}: ${Math.round((category.score ?? 0) * 100)}`);
    }
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? 0;
    console.log(
      `  LCP ${metric('largest-contentful-paint').toFixed(0)} ms, TBT ${metric('total-blocking-time').toFixed(0)} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
    );
    const performanceScore = Math.round((lhr.categories.performance.score ?? 0) * 100);
    if (performanceScore < MIN_PERFORMANCE) failed = true;
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) throw new Error('a figure is off its target (see above)');
  console.log('\nAll figures within target.');
}

await main();
