// Speed and quality of the public site: Lighthouse (mobile) on the home page, a tracking page and a
// content page, and the home page's first-load JavaScript, gzipped; and the control panel's
// first-load JavaScript on its sign-in screen and dashboard (web-panel.mjs).
//
// Builds nothing: it measures the built product (`npm run build` first). Starts
// api/dist/main.js on a free port with a fresh embedded database, seeds a parcel through the
// API, runs Lighthouse in Chromium (the browser tests' one: test/support/chromium.mjs, so
// CHROMIUM_PATH, else the machine's, else @sparticuz/chromium's), prints the figures, and stops
// everything.
//
//   npm run bench:web                 one Lighthouse run per page
//   BENCH_WEB_RUNS=3 npm run bench:web   the median of three runs per page
//   BENCH_WEB_SAVE=/tmp/lhr npm run bench:web   also writes each run's Lighthouse report (JSON)
//     and its trace (*.trace.json, opens in Chromium's Performance panel: what ran in each task)
//   BENCH_WEB_PANEL_ONLY=1 npm run bench:web     only the control panel's figures (no Lighthouse)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createActivity, createParcel, getHealth, updateParcel } from '@waybill/shared';
import lighthouse from 'lighthouse';
import { measurePanel } from './web-panel.mjs';
import {
  adminSession,
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  ROOT,
  run,
  startDevtoolsChromium,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

const RUNS = positiveInt('BENCH_WEB_RUNS', 1);
const SAVE_DIR = process.env.BENCH_WEB_SAVE;
const PANEL_ONLY = process.env.BENCH_WEB_PANEL_ONLY === '1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * The page-speed aims (docs/architecture.md §8): every Lighthouse category 100, LCP at most 1.2 s,
 * CLS 0, the home page's JS at most 100 KB gzipped. Each page is judged by the median of its runs
 * (BENCH_WEB_RUNS).
 */
const MIN_SCORE = 100;
const MAX_LCP_MS = 1200;
/** Lighthouse's own list (cache storage, service workers…) and what the site itself keeps. */
const CLEARED_STORAGE = /** @type {const} */ ([
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'cookies',
]);
const MAX_HOME_JS_KB = 100;
const MAX_CLS = 0;
const ADMIN = { email: 'bench-web@example.com', password: 'bench-web-password-1' };

/**
 * A parcel as a visitor would track it: status, route, delivery window and a history; and a
 * second one with its map shown (London → Paris → Lisbon, fitted). Map tiles come from the
 * internet, which this machine cannot reach: that map shows the basemap shipped with the site.
 * @param {string} url
 * @returns {Promise<{ code: string, mapCode: string, cookie: string }>} their tracking codes, and
 *   the admin's session (the control panel's signed-in figures use it)
 */
async function seedParcel(url) {
  const cookie = await adminSession(url, ADMIN);
  /**
   * Calls a JSON endpoint of the contract with the admin's session and returns its data.
   * @param {import('@waybill/shared').Endpoint} endpoint
   * @param {unknown} body
   */
  const send = async (endpoint, body) => {
    const path = endpoint.path({});
    const response = await fetch(url + path, {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${endpoint.method} ${path}: ${answer.errors?.join(', ')}`);
    return answer.data;
  };
  const code = 'WB-BENCH-0001';
  const parcel = await send(createParcel, {
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
  });
  await send(updateParcel, {
    id: parcel.id,
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
    status: 'In transit',
    pickup_location: 'London, United Kingdom',
    current_location: 'Paris, France',
    weight: '2.5 kg',
    shipped_via: 'Air freight',
    parcel_content: 'Books',
    min_expected_delivery_date: '2099-03-02',
    max_expected_delivery_date: '2099-03-06',
  });
  const steps = ['Picked up', 'At the London hub', 'Departed on flight', 'Arrived in Paris'];
  for (const [index, title] of steps.entries()) {
    await send(createActivity, {
      parcel_id: parcel.id,
      title,
      description: `Scan ${index + 1} of the journey`,
      icon: ['moped', 'home_work', 'airplanemode_active', 'local_shipping'][index],
      color: ['green', 'black', 'gold', 'green'][index],
    });
  }
  const mapCode = 'WB-BENCH-0002';
  const mapped = await send(createParcel, {
    tracking_code: mapCode,
    recipient_name: 'Ada Lovelace',
    destination: 'Lisbon, Portugal',
  });
  await send(updateParcel, {
    id: mapped.id,
    pickup_location: 'London, United Kingdom',
    current_location: 'Paris, France',
    show_map: 'yes',
    map_pickup_latitude: 51.5072,
    map_pickup_longitude: -0.1276,
    map_current_latitude: 48.8566,
    map_current_longitude: 2.3522,
    map_destination_latitude: 38.7223,
    map_destination_longitude: -9.1393,
  });
  return { code, mapCode, cookie };
}

/**
 * One Lighthouse run (its default: a mid-range phone on a slow 4G connection, simulated). A run
 * that Lighthouse itself reports as failed (e.g. NO_NAVSTART, a trace it could not read) is
 * said and run again, up to twice, rather than counted as a score of 0.
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Each page as a first visit, as Lighthouse's own command line (a new browser profile per
      // run) and PageSpeed Insights measure it: this browser is shared by the pages, and what one
      // page saved (the theme, the note that the site's fonts are cached) must not reach the next.
      clearStorageTypes: [...CLEARED_STORAGE],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure || attempt === 3) return result;
    console.log(`  ${url}: ${failure.code}, run again`);
  }
}

/**
 * What the largest contentful paint was, as Lighthouse names it.
 * @param {import('lighthouse').Result} lhr
 */
function lcpElement(lhr) {
  const details =
    /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined} */ (
      lhr.audits['largest-contentful-paint-element']?.details
    );
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Every script the page fetched from the site, with its size as served and gzipped.
 * @param {import('lighthouse').Result} lhr
 * @param {string} origin
 */
async function scriptsOf(lhr, origin) {
  const requests = /** @type {{ items: { url: string, resourceType?: string }[] }} */ (
    lhr.audits['network-requests'].details
  ).items;
  const urls = [
    ...new Set(
      requests
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => item.url),
    ),
  ];
  const scripts = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scripts.push({ url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return scripts;
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

async function main() {
  assertApiBuilt();
  for (const app of ['public-web', 'admin']) {
    if (!existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist is missing: run \`npm run build\` first.`);
    }
  }
  warnIfBusy();
  const port = await freePort();
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    env: {
      DATA_DIR: tempDir('waybill-bench-web-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // This machine cannot reach a tile server: each failed tile would be an error in the
      // console (best practices). The map draws the basemap that ships with the site.
      MAP_TILE_URL: 'none',
    },
  });
  // localhost is a secure origin, as the site is behind TLS in production.
  const origin = `http://localhost:${port}`;
  const { code, mapCode, cookie } = await seedParcel(server.url);
  if (PANEL_ONLY) {
    const over = await measurePanel({ origin, cookie });
    await server.stop();
    if (over) throw new Error('a control panel page is over its budget (see above)');
    return;
  }
  const chromium = await startDevtoolsChromium();

  const pages = [
    { label: 'home', path: '/' },
    { label: 'tracking', path: `/track.html?code=${code}` },
    { label: 'tracking with map', path: `/track.html?code=${mapCode}` },
    { label: 'content page', path: '/pages/about-us' },
  ];
  console.log(
    `Lighthouse ${RUNS === 1 ? '(one run' : `(median of ${RUNS} runs`} per page, mobile)`,
  );
  const rows = [['page', ...CATEGORIES, 'LCP ms', 'CLS', 'TBT ms']];
  let failed = false;
  /** @type {import('lighthouse').Result | undefined} */
  let homeResult;
  /** Each tracking page's first run, for its scripts. @type {Map<string, import('lighthouse').Result>} */
  const trackingResults = new Map();
  for (const page of pages) {
    /** @type {import('lighthouse').Result[]} */
    const results = [];
    for (let attempt = 0; attempt < RUNS; attempt++) {
      const { lhr, artifacts } = await audit(origin + page.path, chromium.port);
      results.push(lhr);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        const name = `${page.label.replaceAll(' ', '-')}-${attempt + 1}`;
        writeFileSync(path.join(SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
        writeFileSync(path.join(SAVE_DIR, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
      }
    }
    if (page.label === 'home') homeResult = results[0];
    if (page.label.startsWith('tracking')) trackingResults.set(page.label, results[0]);
    const scores = CATEGORIES.map((category) =>
      median(results.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100))),
    );
    const metric = (/** @type {string} */ id) =>
      median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
    if (scores.some((score) => score < MIN_SCORE)) failed = true;
    if (metric('cumulative-layout-shift') > MAX_CLS) failed = true;
    if (metric('largest-contentful-paint') > MAX_LCP_MS) failed = true;
    rows.push([
      `${page.label} ${page.path}`,
      ...scores.map(String),
      metric('largest-contentful-paint').toFixed(0),
      metric('cumulative-layout-shift').toFixed(3),
      metric('total-blocking-time').toFixed(0),
    ]);
    console.log(`  ${page.label}: largest contentful paint ${lcpElement(results[0])}`);
    for (const lhr of results) {
      if (lhr.runtimeError)
        console.log(`  ${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const issues =
        /** @type {{ items?: { issueType?: string, subItems?: { items?: unknown[] } }[] } | undefined} */ (
          lhr.audits['inspector-issues'].details
        );
      for (const issue of issues?.items ?? []) {
        console.log(
          `  ${page.label}: browser issue ${issue.issueType}: ${JSON.stringify(issue.subItems?.items?.slice(0, 2))}`,
        );
      }
      for (const category of CATEGORIES) {
        const below = lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
          .map((ref) => ref.id);
        if (below.length > 0 && category !== 'performance') {
          console.log(`  ${page.label}: ${category} audits below 90: ${below.join(', ')}`);
        }
      }
    }
  }
  chromium.stop();
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }

  if (!homeResult) throw new Error('The home page was not measured');
  const scripts = await scriptsOf(homeResult, origin);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`\nHome page first-load JavaScript (every script it fetched until load ended):`);
  for (const script of scripts) {
    console.log(
      `  ${new URL(script.url).pathname}  ${kb(script.bytes)} KB, ${kb(script.gzip)} KB gzipped`,
    );
  }
  console.log(`  total ${kb(bytes)} KB, ${kb(gzip)} KB gzipped (budget ${MAX_HOME_JS_KB} KB)`);
  if (gzip / 1024 > MAX_HOME_JS_KB) failed = true;

  // A figure, not a target: the map's chunks (Leaflet, the basemap's countries) come only with a map.
  for (const [label, lhr] of trackingResults) {
    const pageScripts = await scriptsOf(lhr, origin);
    const total = pageScripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`\n${label}: JavaScript fetched until load ended`);
    for (const script of pageScripts) {
      console.log(`  ${new URL(script.url).pathname}  ${kb(script.gzip)} KB gzipped`);
    }
    console.log(`  total ${kb(total)} KB gzipped`);
  }

  if (await measurePanel({ origin, cookie })) failed = true;

  await server.stop();
  if (failed) throw new Error('a figure is below its target (see above)');
  console.log('\nAll figures within target.');
}

run(main);
