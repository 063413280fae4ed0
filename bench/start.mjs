// npm run bench:start — how fast `npm start` answers and how much memory the server holds, on the
// embedded database (a temporary DATA_DIR), as a new user runs it:
//   1. first start: no build stamps (as right after `npm install`: everything is built) and an
//      empty data folder (the database is created), from `npm start` to GET /api/health/ready 200;
//   2. the data folder gets BENCH_EMBEDDED_PARCELS parcels (default 10,000) × 10 activities;
//   3. restarts of the built install: `npm start` (its build check included) and the server alone
//      (`node api/dist/main.js` with `npm start`'s Node options), each BENCH_RESTARTS times
//      (default 3), to ready;
//   4. the server's resident memory (RSS) once settled (BENCH_SETTLE_SECONDS, default 15: the
//      gazetteer is loaded by then), then under load: random tracking lookups with autocannon
//      (BENCH_CONNECTIONS, default 10, for BENCH_SECONDS, default 20), RSS sampled every 100 ms.
// BENCH_SKIP_FIRST=1 skips step 1 (the data folder is then created by the first restart).
// BENCH_SERVER=path/to/api/dist/main.js measures another build of the server (e.g. an older
// commit's, with WEB_ROOT set) in the steps that start the server alone.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getGraph, getHealthReady, trackParcel } from '@waybill/shared';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  API_MAIN,
  ROOT,
  freePort,
  load,
  positiveInt,
  printTable,
  randomCode,
  run,
  sleep,
  tempDir,
  warnIfBusy,
} from './lib.mjs';
import { seed } from './seed.mjs';

const PARCELS = positiveInt('BENCH_EMBEDDED_PARCELS', 10_000);
const RESTARTS = positiveInt('BENCH_RESTARTS', 3);
const SETTLE_SECONDS = positiveInt('BENCH_SETTLE_SECONDS', 15);
const SECONDS = positiveInt('BENCH_SECONDS', 20);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const SKIP_FIRST = process.env.BENCH_SKIP_FIRST === '1';
const BUILD_STAMPS = path.join(ROOT, 'node_modules', '.cache', 'waybill-build');
const AIMS = { firstStartS: 60, restartS: 3, idleMb: 300, loadMb: 400 };

/** @type {Set<number>} process groups started here, stopped on exit */
const groups = new Set();
process.on('exit', () => {
  for (const group of groups) killGroup(group, 'SIGKILL');
});

function killGroup(/** @type {number} */ group, /** @type {NodeJS.Signals} */ signal) {
  try {
    process.kill(-group, signal);
  } catch {
    // already gone
  }
}

/** Node's options in `npm start`'s command (`node <options> api/dist/main.js`), for the server alone. */
function startFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** npm itself, as the user runs it (through the npm running this script when there is one). */
function npmCommand(/** @type {string[]} */ args) {
  return process.env.npm_execpath
    ? { command: process.execPath, args: [process.env.npm_execpath, ...args] }
    : { command: 'npm', args };
}

/**
 * Starts a command in its own process group and waits for GET /api/health/ready to answer 200.
 * @param {{ command: string, args: string[] }} what
 * @param {string} dataDir
 */
async function startAndTime(what, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(what.command, what.args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRACKING_LOOKUP_LIMIT: '1000000000',
    },
  });
  const group = /** @type {number} */ (child.pid);
  groups.add(group);
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      groups.delete(group);
      throw new Error(`${what.args.join(' ')} exited before it was ready:\n${output.join('')}`);
    }
    try {
      const response = await fetch(url + getHealthReady.path({}));
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  const serverPid = serverProcess(group);
  const cpu = cpuSeconds(serverPid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    seconds,
    cpu,
    serverPid,
    output,
    stop: async () => {
      killGroup(group, 'SIGTERM');
      const force = setTimeout(() => killGroup(group, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
      groups.delete(group);
    },
  };
}

/** The pid of the process running api/dist/main.js: `group` itself or one of its descendants. */
function serverProcess(/** @type {number} */ pid) {
  // An argument of its own (`sh -c "node api/dist/main.js"` has it inside a longer one).
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const main = path.join('api', 'dist', 'main.js');
  if (argv.some((arg) => arg === main || arg.endsWith(path.sep + main))) return pid;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) {
      const found = serverProcess(Number(child));
      if (found) return found;
    }
  }
  return 0;
}

/** CPU time (user + system, all threads) a process has used, in seconds. */
function cpuSeconds(/** @type {number} */ pid) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process, in MiB (its threads', the gazetteer's worker included). */
function rssMb(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const s = (/** @type {number} */ seconds) => `${seconds.toFixed(2)} s`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'OVER THE AIM');

/** The seed of bench/seed.mjs, written straight into the stopped server's data folder. */
async function seedDataFolder(/** @type {string} */ dataDir) {
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    await seed(db, PARCELS);
  } finally {
    await db.close();
  }
}

run(async () => {
  warnIfBusy();
  const dataDir = tempDir('waybill-bench-start-');
  const npmStart = npmCommand(['start']);
  const serverAlone = {
    command: process.execPath,
    args: [...startFlags(), process.env.BENCH_SERVER || API_MAIN],
  };
  const report = [];

  if (!SKIP_FIRST) {
    console.log('first start: build stamps removed (everything is built), empty data folder…');
    rmSync(BUILD_STAMPS, { recursive: true, force: true });
    const first = await startAndTime(npmStart, dataDir);
    await first.stop();
    report.push(['first `npm start` (full build, new database)', first.seconds, AIMS.firstStartS]);
    console.log(`  ready after ${s(first.seconds)} (server's CPU time ${s(first.cpu)})`);
  }

  const restart = async (/** @type {{ command: string, args: string[] }} */ what) => {
    const server = await startAndTime(what, dataDir);
    await server.stop();
    return server;
  };
  if (SKIP_FIRST) await restart(serverAlone);
  console.log(`seeding ${PARCELS.toLocaleString('en')} parcels into the embedded database…`);
  await seedDataFolder(dataDir);

  for (const [label, what] of /** @type {const} */ ([
    ['restart, `npm start` (build check included)', npmStart],
    ['restart, `node api/dist/main.js` alone', serverAlone],
  ])) {
    const times = [];
    for (let i = 0; i < RESTARTS; i++) {
      const server = await restart(what);
      times.push(server.seconds);
      console.log(`  ${label}: ${s(server.seconds)} (server's CPU time ${s(server.cpu)})`);
    }
    report.push([`${label}, median of ${RESTARTS}`, median(times), AIMS.restartS]);
  }

  console.log(`\nmemory: the server alone, settling ${SETTLE_SECONDS}s…`);
  const server = await startAndTime(serverAlone, dataDir);
  const pid = server.serverPid;
  await sleep(SETTLE_SECONDS * 1000);
  // A visitor's first page and the site's graph: what an idle public site has loaded.
  for (const address of ['/', getGraph.path({})])
    await (await fetch(server.url + address)).arrayBuffer();
  await sleep(1000);
  const idle = rssMb(pid);

  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const path_ = () => trackParcel.path({ code: randomCode(PARCELS) });
  console.log(`load: tracking lookups, ${CONNECTIONS} connections, ${SECONDS}s…`);
  const result = await load({
    label: 'tracking lookups',
    url: server.url,
    path: path_,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  clearInterval(sampler);
  const after = rssMb(pid);
  await server.stop();
  printTable([result]);

  console.log(`\nembedded database, ${PARCELS.toLocaleString('en')} parcels:\n`);
  const rows = [
    ...report.map(([label, seconds, aim]) => [label, s(seconds), `≤ ${aim} s`, verdict(seconds <= aim)]), // prettier-ignore
    ['RSS idle (settled, after a page and the graph)', `${idle.toFixed(0)} MiB`, `≤ ${AIMS.idleMb} MiB`, verdict(idle <= AIMS.idleMb)], // prettier-ignore
    [`RSS peak under load (${SECONDS}s of lookups)`, `${peak.toFixed(0)} MiB`, `≤ ${AIMS.loadMb} MiB`, verdict(peak <= AIMS.loadMb)], // prettier-ignore
    ['RSS after the load', `${after.toFixed(0)} MiB`, '', ''],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) {
    console.log(
      `${String(row[0]).padEnd(widths[0])}  ${String(row[1]).padStart(widths[1])}  ${String(row[2]).padEnd(widths[2])}  ${row[3]}`,
    );
  }
});
