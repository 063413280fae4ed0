// Shared pieces of the benchmarks: settings, child servers (always stopped), autocannon, tables.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getAdminStatus, getHealth, signIn as signInEndpoint, signUp } from '@waybill/shared';
import { chromiumPath } from '../test/support/chromium.mjs';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');

/**
 * The node options `npm start` runs the server with (the root package.json's start script, the
 * one place they are written for a checkout): a benchmark measures the server as it is run.
 */
export const START_NODE_ARGS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((/** @type {string} */ word) => word.startsWith('--'));

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/waybill_bench';
export const PARCELS = positiveInt('BENCH_PARCELS', 1_000_000);
export const ACTIVITIES_PER_PARCEL = 10;

/**
 * @param {string} name
 * @param {number} fallback
 */
export function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

/** The tracking code of the n-th seeded parcel (1-based), as the seed writes it. */
export const codeOf = (/** @type {number} */ n) => `WB${String(n).padStart(9, '0')}`;

/** A random existing code among `count` seeded parcels. */
export const randomCode = (/** @type {number} */ count) =>
  codeOf(1 + Math.floor(Math.random() * count));

export function assertApiBuilt() {
  if (!existsSync(API_MAIN)) {
    throw new Error(`${path.relative(ROOT, API_MAIN)} is missing: run \`npm run build\` first.`);
  }
}

/** @returns {Promise<number>} a TCP port that was free a moment ago */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Other work on the machine skews every figure: say so when the load average is high. */
export function warnIfBusy() {
  const [one] = os.loadavg();
  const cpus = os.cpus().length;
  const note = `load average ${one.toFixed(2)} on ${cpus} CPUs`;
  if (one > cpus * 0.5) {
    console.log(
      `WARNING: ${note}: other processes are busy, the figures will be lower and noisier`,
    );
  } else {
    console.log(note);
  }
}

export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} Server
 * @property {string} name
 * @property {string} url   base URL, e.g. http://127.0.0.1:4567
 * @property {number | undefined} pid
 * @property {() => boolean} alive   whether the process has not exited
 * @property {() => Promise<void>} stop
 */

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Array<() => void>} */
const exitTasks = [];
let cleanupInstalled = false;

/** Children and temp dirs go away on normal exit, errors, Ctrl-C and SIGTERM. */
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
    for (const task of exitTasks) task();
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers this benchmark started…`);
      stopAll().finally(() => process.exit(130));
    });
  }
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A temporary folder removed when the process exits. */
export function tempDir(/** @type {string} */ prefix) {
  installCleanup();
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  exitTasks.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Starts `node script` and waits until GET {url}{readyPath} answers 200.
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.script
 * @param {Record<string, string>} options.env
 * @param {number} options.port
 * @param {string} options.readyPath
 * @param {number} [options.timeoutMs]
 * @param {boolean} [options.inheritEnv]  false: only PATH of this process's environment
 * @returns {Promise<Server>}
 */
export async function startNode({
  name,
  script,
  env,
  port,
  readyPath,
  timeoutMs = 600_000,
  inheritEnv = true,
}) {
  installCleanup();
  // npm start's options, then BENCH_SERVER_NODE_ARGS: more for the server's node, e.g.
  // `--cpu-prof --cpu-prof-dir=/tmp/p` to profile it (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = [
    ...START_NODE_ARGS,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...(inheritEnv ? process.env : { PATH: process.env.PATH }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let started = false;
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Warnings and errors of the server while it runs are worth seeing.
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    if (started) process.stderr.write(`[${name}] ${chunk}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.join('')}`,
      );
    }
    try {
      const response = await fetch(url + readyPath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} was not ready within ${timeoutMs / 1000}s:\n${output.join('')}`);
    }
    await sleep(250);
  }
  started = true;
  return {
    name,
    url,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => stopChild(child),
  };
}

/**
 * The real Waybill server (api/dist/main.js) against `databaseUrl`, in production mode.
 * @param {string} databaseUrl
 * @returns {Promise<Server>}
 */
export async function startWaybill(databaseUrl) {
  assertApiBuilt();
  const port = await freePort();
  return startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('waybill-bench-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The raw server formats activity times in UTC; the comparison needs the same zone.
      TIME_ZONE: 'UTC',
      // The whole load comes from one address: every lookup is still counted (the cost is part of
      // the figures) against a budget this run cannot reach, rather than the visitor's 120.
      TRACKING_LOOKUP_LIMIT: '1000000000',
    },
  });
}

/** The baseline: bench/raw-server.mjs. */
export async function startRaw(/** @type {string} */ databaseUrl) {
  const port = await freePort();
  return startNode({
    name: 'raw',
    script: path.join(ROOT, 'bench', 'raw-server.mjs'),
    port,
    readyPath: '/health',
    env: { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
  });
}

/**
 * @typedef {object} LoadResult
 * @property {string} label
 * @property {number} rps       average requests per second
 * @property {number} p50       latency, ms
 * @property {number} p99       latency, ms
 * @property {number} requests  total requests answered
 * @property {number} non2xx
 * @property {number} errors    connection errors and timeouts
 * @property {Record<string, number>} statuses
 */

/**
 * Loads GET {url}{path()} for `seconds` with `connections`.
 * @param {object} options
 * @param {string} options.label
 * @param {string} options.url
 * @param {() => string} options.path  called for every request
 * @param {number} options.connections
 * @param {number} options.seconds
 * @param {Record<string, string>} [options.headers]
 * @returns {Promise<LoadResult>}
 */
export async function load({ label, url, path: nextPath, connections, seconds, headers }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = Number(/** @type {{count: number}} */ (stat).count);
  }
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/**
 * Prints results as an aligned table.
 * @param {LoadResult[]} results
 */
export function printTable(results) {
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'statuses'],
    ...results.map((r) => [
      r.label,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.requests),
      String(r.non2xx),
      String(r.errors),
      Object.entries(r.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}

/**
 * The first difference between two parsed JSON values, or null when they are equal.
 * @param {unknown} a
 * @param {unknown} b
 * @param {string} [at]
 * @returns {string | null}
 */
export function firstDifference(a, b, at = '$') {
  if (Object.is(a, b)) return null;
  const show = (/** @type {unknown} */ value) =>
    value === undefined ? '(missing)' : JSON.stringify(value);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${at}: ${show(a)} vs ${show(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${at}: ${show(a)} vs ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length: ${a.length} vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const difference = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (difference) return difference;
    }
    return null;
  }
  const left = /** @type {Record<string, unknown>} */ (a);
  const right = /** @type {Record<string, unknown>} */ (b);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  for (const key of keys) {
    if (!(key in left) || !(key in right)) {
      return `${at}.${key}: ${key in left ? show(left[key]) : '(missing)'} vs ${key in right ? show(right[key]) : '(missing)'}`;
    }
    const difference = firstDifference(left[key], right[key], `${at}.${key}`);
    if (difference) return difference;
  }
  return null;
}

/** Runs `main`, printing an error without a stack for expected failures, and always cleans up. */
export function run(/** @type {() => Promise<void>} */ main) {
  installCleanup();
  main()
    .then(() => stopAll())
    .then(() => process.exit(0))
    .catch(async (/** @type {unknown} */ error) => {
      const message = error instanceof Error ? error.message || String(error) : String(error);
      console.error(`benchmark failed: ${message}`);
      if (error instanceof Error && process.env.BENCH_DEBUG) console.error(error.stack);
      await stopAll();
      process.exit(1);
    });
}

/**
 * A seeded random number generator (mulberry32): the same seed gives the same numbers, so a run
 * can be repeated.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Signs in as `admin`, creating it first (the first admin, by sign-up) when the database has
 * none; the session cookie (`waybill.sid=…`) for the calls that follow.
 * @param {string} url
 * @param {{ email: string, password: string }} admin
 */
export async function adminSession(url, admin) {
  const status = await (await fetch(url + getAdminStatus.path({}))).json();
  /** @type {Response} */
  let response;
  if (status.data?.has_admin) {
    const form = new FormData();
    form.set('email', admin.email);
    form.set('password', admin.password);
    response = await fetch(url + signInEndpoint.path({}), {
      method: signInEndpoint.method,
      headers: { Origin: url },
      body: form,
    });
  } else {
    response = await fetch(url + signUp.path({}), {
      method: signUp.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
  }
  if (!response.ok) {
    throw new Error(
      `could not sign in as ${admin.email} / ${admin.password} (HTTP ${response.status}): ` +
        'the database may hold another admin; drop the database or create this one',
    );
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('waybill.sid='));
  if (!cookie) throw new Error('signed in, but no waybill.sid session cookie came back');
  return cookie;
}

/**
 * Starts Chromium (the browser tests' one) with a DevTools port, for Lighthouse; it is stopped
 * when this process exits.
 * @returns {Promise<{ port: number, stop: () => void }>}
 */
export async function startDevtoolsChromium() {
  const port = await freePort();
  const child = spawn(
    chromiumPath(),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${tempDir('waybill-bench-chromium-')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', stop);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await sleep(200);
  }
}
