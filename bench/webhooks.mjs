// npm run bench:webhooks — webhooks (docs/webhooks.md) on the real server (api/dist/main.js,
// PostgreSQL): how many events per second the job queue delivers to a receiver on this machine,
// and what three subscribed endpoints add to a parcel update's time (p50 and p99 of a PATCH,
// with no endpoint and with three, their deliveries running meanwhile, in alternating rounds):
// at a steady 20 updates a second (the aim's figure), and back to back.
// Aim (issue 29): the queue drains ≥ 500 events/s; the update's p99 grows by ≤ 5 ms.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import {
  createParcel,
  createWebhookEndpoint,
  getHealth,
  signUp,
  updateParcel,
  updateWebhookEndpoint,
} from '@waybill/shared';
import pg from 'pg';
import {
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  run,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

const DATABASE_URL =
  process.env.BENCH_WEBHOOKS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/waybill_bench_webhooks';
const EVENTS = positiveInt('BENCH_WEBHOOK_EVENTS', 5000);
// Each p99 rests on the 1 % slowest: at 800 updates, 8 of them, and the added p99 of one run
// swung from 1.8 to 8.8 ms between runs on a quiet machine; at 2,400, 24 (1.9 and 4.2 ms).
const UPDATES = positiveInt('BENCH_WEBHOOK_UPDATES', 2400);
const ROUNDS = positiveInt('BENCH_WEBHOOK_ROUNDS', 8);
// The steady rate of the aim's figure: updates a second, far more than a counter's or a shop's.
const UPDATE_RATE = positiveInt('BENCH_WEBHOOK_UPDATE_RATE', 20);
const WARMUP = 50;
// The parcels the updates go to in turn: 1, the same parcel every time (each update's events
// join its chains behind the last one's deliveries); more, as a counter's day spreads them.
const UPDATED_PARCELS = positiveInt('BENCH_WEBHOOK_PARCELS', 1);
// How long the receiver keeps an idle connection (its Keep-Alive hint). Node's client keeps a
// connection only for the hint less a second, so 1 s means a new connection per delivery; 5 s is
// Node's own default, as most receivers would run.
const RECEIVER_KEEPALIVE_MS = positiveInt('BENCH_WEBHOOK_RECEIVER_KEEPALIVE_MS', 1000);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** A new, empty database for the run (the server migrates it at start). */
async function freshDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** A receiver answering 200 at once, counting what it got and when. */
async function receiver() {
  const state = { count: 0, first: 0, last: 0, connections: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const now = performance.now();
      if (!state.first) state.first = now;
      state.count += 1;
      state.last = now;
      response.writeHead(200).end();
    });
  });
  server.on('connection', () => (state.connections += 1));
  server.keepAliveTimeout = RECEIVER_KEEPALIVE_MS;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { state, url: `http://127.0.0.1:${port}/hooks`, close: () => server.close() };
}

/** CPU seconds (user + system) a process has used; 0 once it is gone or unreadable. */
function cpuSeconds(/** @type {number} */ pid) {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the server's PostgreSQL connections (their backends' processes, when the
 * database runs on this machine and /proc shows them), by pid.
 * @param {pg.Client} db
 */
async function backendsCpu(db) {
  const { rows } = await db.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return new Map(rows.map((row) => [row.pid, cpuSeconds(row.pid)]));
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  await freshDatabase();
  const port = await freePort();
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    inheritEnv: false,
    env: {
      DATABASE_URL,
      DATA_DIR: tempDir('waybill-bench-webhooks-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The receiver is on this machine, over http://.
      WEBHOOK_DEV_MODE: 'true',
    },
  });
  const signedUp = await fetch(server.url + signUp.path({}), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signedUp.ok) throw new Error(`sign-up answered ${signedUp.status}`);
  const cookie = signedUp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  /** @param {string} method @param {string} path @param {unknown} body */
  const call = async (method, path, body) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.errors}`);
    return answer.data;
  };
  const hooks = await receiver();

  // 1. A parcel update's time with no endpoint and with three taking every event, in ROUNDS
  // alternating rounds (the three switched off and on between them), so what else the machine
  // does meanwhile falls on both alike. A round with endpoints waits for its deliveries to end
  // before the next round starts: the baseline never pays for them.
  /** @type {{ id: number }[]} */
  const parcels = [];
  for (let i = 0; i < UPDATED_PARCELS; i++) {
    parcels.push(
      await call('POST', createParcel.path({}), {
        tracking_code: `WB-BENCH-HOOK-${i + 1}`,
        recipient_name: 'Ada Obi',
        destination: 'Lagos',
      }),
    );
  }
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const deliveriesDone = async () => {
    for (;;) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS open FROM jobs WHERE name = 'webhook.deliver' AND state IN ('queued', 'running')`,
      );
      if (rows[0].open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  let sequence = 0;
  /**
   * `count` updates, timed into `times`: back to back (the next sent when the last is answered),
   * or paced at `perSecond` (each sent at its own time, timed from then: open loop).
   * @param {number} count @param {number[]} times @param {number} [perSecond]
   */
  const updates = async (count, times, perSecond) => {
    const first = performance.now();
    for (let i = 0; i < count; i++) {
      const due = perSecond ? first + (i * 1000) / perSecond : performance.now();
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const parcel = parcels[sequence % parcels.length];
      await call('PATCH', updateParcel.path({}), { id: parcel.id, weight: `${sequence++} kg` });
      times.push(performance.now() - due);
    }
  };
  /** @type {number[]} */
  const endpointIds = [];
  for (let i = 0; i < 3; i++) {
    const made = await call('POST', createWebhookEndpoint.path({}), {
      url: hooks.url,
      events: ['parcel.created', 'parcel.updated', 'parcel.stage_changed'],
    });
    endpointIds.push(made.id);
  }
  /** @param {boolean} enabled */
  const switchEndpoints = async (enabled) => {
    for (const id of endpointIds) {
      await call('PATCH', updateWebhookEndpoint.path({ id }), { enabled });
    }
  };
  await switchEndpoints(false);
  await updates(WARMUP, []);
  const summary = (/** @type {number[]} */ times) => ({
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  });
  /** Alternating rounds, without and with the three endpoints. @param {number} [perSecond] */
  const compare = async (perSecond) => {
    /** @type {number[]} */
    const without = [];
    /** @type {number[]} */
    const withThree = [];
    const perRound = Math.ceil(UPDATES / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      await switchEndpoints(false);
      await updates(perRound, without, perSecond);
      await switchEndpoints(true);
      await updates(perRound, withThree, perSecond);
      await deliveriesDone();
    }
    return { count: without.length, without: summary(without), withThree: summary(withThree) };
  };
  // At a steady rate, as a counter or a shop's system sends them (the aim's figure), and back to
  // back, where each update meets the deliveries of the one before.
  const paced = await compare(UPDATE_RATE);
  const backToBack = await compare();

  // 2. The queue's drain: a backlog of EVENTS deliveries (one parcel each), made due at once.
  const deliveredBefore = hooks.state.count;
  const { rows: endpoints } = await db.query(
    `SELECT id FROM webhook_endpoints ORDER BY id LIMIT 1`,
  );
  await db.query('BEGIN');
  const { rows: made } = await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, parcel_id, payload, status)
     SELECT $1, 'msg_bench' || n, 'parcel.updated', 1000000 + n,
            '{"type":"parcel.updated","timestamp":"2026-01-01T00:00:00.000Z","version":1,"data":{}}',
            'pending'
     FROM generate_series(1, $2) AS n RETURNING id`,
    [endpoints[0].id, EVENTS],
  );
  await db.query(
    `INSERT INTO jobs (name, payload, key, run_at, max_attempts)
     SELECT 'webhook.deliver', jsonb_build_object('deliveryId', id), 'webhook:' || id, now(), 10
     FROM unnest($1::bigint[]) AS id`,
    [made.map((row) => row.id)],
  );
  await db.query('COMMIT');
  const serverCpuBefore = cpuSeconds(/** @type {number} */ (server.pid));
  const backendsBefore = await backendsCpu(db);
  const target = deliveredBefore + EVENTS;
  hooks.state.count = deliveredBefore; // counted afresh from the first of the backlog
  hooks.state.first = 0;
  hooks.state.connections = 0;
  const deadline = Date.now() + 600_000;
  const counted = () => hooks.state.count;
  // The worker finds them at its next poll (within 5 s); the rate is from the first to the last.
  while (counted() < target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // What the drain cost in CPU, whatever else the machine ran: the server's process, and the
  // PostgreSQL backends of its connections (those opened meanwhile counted from zero).
  const serverCpu = cpuSeconds(/** @type {number} */ (server.pid)) - serverCpuBefore;
  let databaseCpu = 0;
  for (const [pid, used] of await backendsCpu(db))
    databaseCpu += used - (backendsBefore.get(pid) ?? 0);
  await db.end();
  const seconds = (hooks.state.last - hooks.state.first) / 1000;
  const rate = EVENTS / seconds;
  hooks.close();

  const ms = (/** @type {number} */ value) => `${value.toFixed(2)} ms`;
  console.log('');
  /** @param {string} title @param {Awaited<ReturnType<typeof compare>>} run @param {string} aim */
  const printUpdates = (title, run, aim) => {
    console.log(
      `parcel update (PATCH) ${title}: ${run.count} of each after ${WARMUP} warm-up, in ${ROUNDS} alternating rounds`,
    );
    console.log(`  no endpoint:          p50 ${ms(run.without.p50)}  p99 ${ms(run.without.p99)}`);
    console.log(
      `  three endpoints:      p50 ${ms(run.withThree.p50)}  p99 ${ms(run.withThree.p99)}`,
    );
    console.log(
      `  added:                p50 ${ms(run.withThree.p50 - run.without.p50)}  p99 ${ms(run.withThree.p99 - run.without.p99)}${aim}`,
    );
  };
  printUpdates(`at ${UPDATE_RATE} a second`, paced, '  (aim: p99 ≤ 5 ms)');
  printUpdates("back to back, each meeting the last one's deliveries", backToBack, '');
  console.log(
    `queue drain: ${EVENTS} events delivered in ${seconds.toFixed(2)} s: ${rate.toFixed(0)} events/s (aim: ≥ 500)`,
  );
  console.log(
    `  connections to the receiver: ${hooks.state.connections} (its keep-alive ${RECEIVER_KEEPALIVE_MS} ms)`,
  );
  const perEvent = (/** @type {number} */ cpu) => `${((cpu * 1000) / EVENTS).toFixed(2)} ms`;
  console.log(
    `  CPU per event: server ${perEvent(serverCpu)}, PostgreSQL ${perEvent(databaseCpu)} (load average now ${os.loadavg()[0].toFixed(1)})`,
  );
  await server.stop();
});
