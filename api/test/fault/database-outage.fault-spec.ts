import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PostgresServer } from './postgres-server.js';
import { WaybillProcess } from './waybill-process.js';
import {
  createActivity,
  createParcel as createParcelEndpoint,
  getGraph,
  problem,
  getHealth,
  getHealthLive,
  getHealthReady,
  listParcels,
  signIn,
  signUp,
  trackParcel,
} from '@waybill/shared';
import { testApi } from '../../../test-kit/api-client.js';
import { createParcel } from '../../../test-kit/parcels.js';

/**
 * PostgreSQL goes away under load and comes back, ten times, while visitors track parcels and
 * an admin reads and writes. The server must stay up, answer every API call during an outage
 * with the 503 envelope (never a 500, never a dropped connection), serve again within 2 s of
 * each restart, and never leave a write half-done. Readiness says 503 during each outage and 200
 * again within the same 2 s; liveness answers throughout.
 */

const OUTAGES = 10;
const RECOVERY_MS = 2_000;
/** The long outage: PostgreSQL stopped this long under load. */
const LONG_OUTAGE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;
const UNREACHABLE = problem('database.unreachable');
// More visitors at once than the server's 10 pooled connections, so calls queue for one and
// connections are handed from one query straight to the next: where an outage used to kill it.
const TRACKING_WORKERS = 24;
const ADMIN_WORKERS = 2;
const SEEDED_PARCELS = 4;
const ADMIN = { email: 'boss@example.com', password: 'correct-horse-battery' };

interface Answer {
  status: number;
  body: unknown;
  text: string;
  retryAfter: string | null;
}

interface Parcel {
  id: number;
  code: string;
}

/** The signed-in admin as the test kit's client, over `call` (JSON bodies are all it sends). */
const staff = testApi({
  request: async ({ method, path, json }) => {
    const answer = await call(method, path, { json });
    return { status: answer.status, headers: {}, body: answer.body };
  },
});

let base: string;
let db: PostgresServer;
let server: WaybillProcess;
let cookie = '';
const parcels: Parcel[] = [];

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'waybill-fault-'));
  db = await PostgresServer.create(base);
  const dataDir = path.join(base, 'app');
  mkdirSync(dataDir);
  server = await WaybillProcess.start({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    // The load comes from one address: a budget it cannot meet, so the test sees outages only.
    TRACKING_LOOKUP_LIMIT: '1000000',
  });

  const signup = await call('POST', signUp.path({}), { json: ADMIN });
  expect(signup.status).toBe(201);
  expect(cookie).not.toBe('');
  for (let i = 1; i <= SEEDED_PARCELS; i++) {
    const parcel = await createParcel(staff, {
      tracking_code: `FAULT${i}`,
      recipient_name: 'Ada',
      destination: 'Lagos',
    });
    parcels.push({ id: parcel.id, code: parcel.tracking_code });
  }
  // Recipients to e-mail, so adding an activity writes several rows in one transaction: the
  // parcel's updated_at, the activity and its outbox message.
  await sql(`UPDATE parcels SET recipient_email = 'recipient@example.com'`);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.stopQuietly();
  if (base) rmSync(base, { recursive: true, force: true });
}, 60_000);

it('survives ten outages under load: 503 during, 200 within 2 s after, no half-done write', async () => {
  const traffic = new Traffic();
  const running = traffic.start();
  const recoveries: number[] = [];
  try {
    for (let outage = 1; outage <= OUTAGES; outage++) {
      // Traffic flows while the database is up.
      const before = traffic.ok;
      await until(() => traffic.ok >= before + 20, 10_000, 'traffic to succeed before an outage');

      await db.stop('fast');
      assertAlive(`after stopping PostgreSQL (outage ${outage})`);
      // Every way into the API answers the readable 503 envelope while the database is away.
      for (const [name, probe] of outageProbes()) {
        const answer = await probe();
        expectUnreachable(answer, `${name} during outage ${outage}`);
      }
      // The process itself is fine: liveness answers without the database.
      const live = await call('GET', getHealthLive.path({}), { cookie: '' });
      if (live.status !== 200) throw new Error(`liveness during outage ${outage}: ${live.text}`);
      const failed = traffic.unreachable;
      await until(
        () => traffic.unreachable >= failed + 10,
        10_000,
        'background traffic to meet the outage',
      );
      assertAlive(`during outage ${outage}`);

      await db.start();
      const started = Date.now();
      recoveries.push(await recovered(started + RECOVERY_MS, outage));
      assertAlive(`after restarting PostgreSQL (outage ${outage})`);
    }
  } finally {
    traffic.stop();
    await running;
  }
  assertAlive('after the outages');
  console.log(
    `${OUTAGES} outages: ${traffic.ok} answers 2xx, ${traffic.unreachable} answers 503; ` +
      `back within ${Math.max(...recoveries)} ms at most (${recoveries.join(', ')} ms); ` +
      `${traffic.activityWrites.length} activity and ${traffic.parcelWrites.length} parcel writes tried`,
  );
  expect(traffic.violations).toEqual([]);
  expect(traffic.ok).toBeGreaterThan(0);
  expect(traffic.unreachable).toBeGreaterThan(0);

  await expectNoHalfDoneWrites(traffic);
}, 240_000);

it('survives PostgreSQL stopped for 10 s under load: 503 and not ready throughout, 200 within 2 s after, no half-done write', async () => {
  const traffic = new Traffic();
  const running = traffic.start();
  try {
    const before = traffic.ok;
    const writtenBefore = traffic.activitiesWritten;
    // Reads and at least one write (which the no-half-done check then finds) before the outage.
    await until(
      () => traffic.ok >= before + 20 && traffic.activitiesWritten > writtenBefore,
      10_000,
      'traffic and a write to succeed before the outage',
    );
    await db.stop('fast');
    const stoppedAt = Date.now();
    const failedBefore = traffic.unreachable;
    while (Date.now() - stoppedAt < LONG_OUTAGE_MS) {
      assertAlive('during the 10 s outage');
      const ready = await call('GET', getHealthReady.path({}), { cookie: '' });
      expectUnreachable(ready, 'readiness during the 10 s outage');
      await delay(500);
    }
    const stoppedMs = Date.now() - stoppedAt;
    const unreachableDuring = traffic.unreachable - failedBefore;
    await db.start();
    const recovery = await recovered(Date.now() + RECOVERY_MS, OUTAGES + 1);
    // Writes go through again before the traffic stops.
    const okAfter = traffic.ok;
    const writtenAfter = traffic.activitiesWritten;
    await until(
      () => traffic.ok >= okAfter + 20 && traffic.activitiesWritten > writtenAfter,
      10_000,
      'traffic and a write to succeed after the outage',
    );
    console.log(
      `PostgreSQL stopped ${stoppedMs} ms: ${unreachableDuring} answers 503 meanwhile; ` +
        `back within ${recovery} ms`,
    );
    expect(unreachableDuring).toBeGreaterThan(0);
  } finally {
    traffic.stop();
    await running;
  }
  assertAlive('after the 10 s outage');
  expect(traffic.violations).toEqual([]);
  await expectNoHalfDoneWrites(traffic);
}, 120_000);

/** Calls that must each answer 503 while the database is down. */
function outageProbes(): Array<[string, () => Promise<Answer>]> {
  const [parcel] = parcels;
  const signin = new FormData();
  signin.set('email', ADMIN.email);
  signin.set('password', ADMIN.password);
  return [
    [
      'visitor tracking (no cookie)',
      () => call('GET', trackParcel.path({ code: parcel.code }), { cookie: '' }),
    ],
    ['health', () => call('GET', getHealth.path({}), { cookie: '' })],
    // A load balancer takes the instance out while its database is away.
    ['readiness', () => call('GET', getHealthReady.path({}), { cookie: '' })],
    ['site graph (no cookie)', () => call('GET', getGraph.path({}), { cookie: '' })],
    ['admin parcel list (session)', () => call('GET', listParcels.path({}, { page: 1 }))],
    ['admin parcel detail (session)', () => call('GET', trackParcel.path({ code: parcel.code }))],
    [
      'admin adds an activity (session)',
      () =>
        call('POST', createActivity.path({}), {
          json: { parcel_id: parcel.id, title: 'probe', description: 'outage probe', notify: true },
        }),
    ],
    ['sign-in (multipart)', () => call('POST', signIn.path({}), { form: signin, cookie: '' })],
  ];
}

/**
 * Polls until a visitor's lookup, an admin call and readiness all answer 200; returns how long
 * it took.
 */
async function recovered(deadline: number, outage: number): Promise<number> {
  const started = deadline - RECOVERY_MS;
  let tracking: Answer | undefined;
  let admin: Answer | undefined;
  let ready: Answer | undefined;
  // The three are asked at once, so readiness adds no time to the others' recovery.
  const ask = async (
    previous: Answer | undefined,
    what: string,
    probe: () => Promise<Answer>,
  ): Promise<Answer> => {
    if (previous?.status === 200) return previous;
    const answer = await probe();
    expectOkOrUnreachable(answer, `${what} after outage ${outage}`);
    return answer;
  };
  while (Date.now() < deadline) {
    [ready, tracking, admin] = await Promise.all([
      ask(ready, 'readiness', () => call('GET', getHealthReady.path({}), { cookie: '' })),
      ask(tracking, 'visitor tracking', () =>
        call('GET', trackParcel.path({ code: parcels[0].code }), { cookie: '' }),
      ),
      ask(admin, 'admin parcel list', () => call('GET', listParcels.path({}, { page: 1 }))),
    ]);
    if (tracking.status === 200 && admin.status === 200 && ready.status === 200) {
      return Date.now() - started;
    }
    await delay(25);
  }
  throw new Error(
    `Not serving again ${RECOVERY_MS} ms after PostgreSQL restarted (outage ${outage}): ` +
      `tracking ${tracking?.status} ${tracking?.text.slice(0, 200)}, ` +
      `admin ${admin?.status} ${admin?.text.slice(0, 200)}, ` +
      `readiness ${ready?.status} ${ready?.text.slice(0, 200)}\n${server.output()}`,
  );
}

/** Tracking and admin traffic together, recording every answer that is not 2xx or the 503. */
class Traffic {
  ok = 0;
  unreachable = 0;
  readonly violations: string[] = [];
  readonly activityWrites: Array<{ title: string; status: number }> = [];
  readonly parcelWrites: Array<{ code: string; status: number }> = [];
  private running = true;

  /** History entries the API answered as written (201). */
  get activitiesWritten(): number {
    return this.activityWrites.filter((write) => write.status === 201).length;
  }

  start(): Promise<unknown> {
    return Promise.all([
      ...Array.from({ length: TRACKING_WORKERS }, (_, worker) => this.tracking(worker)),
      ...Array.from({ length: ADMIN_WORKERS }, (_, worker) => this.admin(worker)),
    ]);
  }

  stop(): void {
    this.running = false;
  }

  private async tracking(worker: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const parcel = parcels[(worker + n) % parcels.length];
      this.record(
        await call('GET', trackParcel.path({ code: parcel.code }), { cookie: '' }),
        'tracking',
      );
    }
  }

  private async admin(worker: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      const parcel = parcels[(worker + n) % parcels.length];
      switch (n % 4) {
        case 0: {
          const title = `outage-write-${worker}-${n}`;
          const answer = await call('POST', createActivity.path({}), {
            json: { parcel_id: parcel.id, title, description: 'written under load', notify: true },
          });
          this.activityWrites.push({ title, status: answer.status });
          this.record(answer, 'admin adds an activity');
          break;
        }
        case 1:
          this.record(await call('GET', listParcels.path({}, { page: 1 })), 'admin parcel list');
          break;
        case 2: {
          const code = `LOAD${worker}X${n}`;
          const answer = await call('POST', createParcelEndpoint.path({}), {
            json: { tracking_code: code, recipient_name: 'Load', destination: 'Test' },
          });
          this.parcelWrites.push({ code, status: answer.status });
          this.record(answer, 'admin creates a parcel');
          break;
        }
        default:
          this.record(
            await call('GET', trackParcel.path({ code: parcel.code })),
            'admin parcel detail',
          );
      }
      // An admin clicks; visitors are the load.
      await delay(10);
    }
  }

  private record(answer: Answer, what: string): void {
    if (answer.status >= 200 && answer.status < 300) this.ok++;
    else if (isUnreachable(answer)) this.unreachable++;
    else if (this.violations.length < 20)
      this.violations.push(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}

/** Every write that answered 2xx is there; every other one is wholly there or wholly absent. */
async function expectNoHalfDoneWrites(traffic: Traffic): Promise<void> {
  const activityRows: Array<{ title: string; count: number }> = await sql(
    `SELECT title, count(*)::int AS count FROM activities GROUP BY title`,
  );
  const mailRows: Array<{ subject: string }> = await sql(`SELECT subject FROM outbox_messages`);
  const parcelRows: Array<{ tracking_code: string }> = await sql(
    `SELECT tracking_code FROM parcels`,
  );
  const activities = new Map(activityRows.map((row) => [row.title, row.count]));
  const mails = new Map<string, number>();
  for (const { subject } of mailRows) {
    const title = subject.slice(subject.indexOf(': ') + 2);
    mails.set(title, (mails.get(title) ?? 0) + 1);
  }
  const codes = new Set(parcelRows.map((row) => row.tracking_code));

  const problems: string[] = [];
  for (const { title, status } of traffic.activityWrites) {
    const rows = activities.get(title) ?? 0;
    const queued = mails.get(title) ?? 0;
    if (rows > 1 || rows !== queued)
      problems.push(`${title} (${status}): ${rows} activities, ${queued} e-mails`);
    if (status < 300 && rows !== 1) problems.push(`${title} answered ${status} but is missing`);
  }
  for (const { code, status } of traffic.parcelWrites) {
    if (status < 300 && !codes.has(code))
      problems.push(`parcel ${code} answered ${status} but is missing`);
  }
  expect(problems).toEqual([]);
  expect(traffic.activityWrites.some((write) => write.status === 201)).toBe(true);
}

function expectUnreachable(answer: Answer, what: string): void {
  if (isUnreachable(answer) && Number(answer.retryAfter) > 0) return;
  throw new Error(
    `${what}: expected the 503 envelope with Retry-After, got ${answer.status} ` +
      `(Retry-After ${answer.retryAfter}) ${answer.text.slice(0, 300)}`,
  );
}

function expectOkOrUnreachable(answer: Answer, what: string): void {
  if (answer.status === 200 || isUnreachable(answer)) return;
  throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
}

function isUnreachable(answer: Answer): boolean {
  const body = answer.body as {
    status?: unknown;
    errors?: unknown;
    error_codes?: unknown;
    message?: unknown;
  } | null;
  return (
    answer.status === 503 &&
    body?.status === 503 &&
    body.message === UNREACHABLE.message &&
    JSON.stringify(body.errors) === JSON.stringify([UNREACHABLE.message]) &&
    JSON.stringify(body.error_codes) === JSON.stringify([UNREACHABLE.code])
  );
}

function assertAlive(when: string): void {
  if (server.alive) return;
  throw new Error(
    `The server died ${when} (exit ${JSON.stringify(server.exit)}):\n${server.output()}`,
  );
}

/**
 * One HTTP call to the server. A call with no answer (connection dropped, timeout) becomes
 * status 0, which no check accepts. Signed in by default (the admin's cookie).
 */
async function call(
  method: string,
  url: string,
  options: { json?: unknown; form?: FormData; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: server.origin };
  const sessionCookie = options.cookie ?? cookie;
  if (sessionCookie) headers.Cookie = sessionCookie;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const response = await fetch(`${server.origin}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const setCookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('waybill.sid='));
    if (setCookie && sessionCookie === cookie) cookie = setCookie.split(';')[0];
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: no check accepts it
    }
    return {
      status: response.status,
      body: parsed,
      text,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      status: 0,
      body: null,
      text: `no answer: ${String(error)} (${String((error as { cause?: unknown }).cause)})`,
      retryAfter: null,
    };
  }
}

/** A query straight to the test's PostgreSQL, beside the server. */
async function sql<R>(text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as R[];
  } finally {
    await client.end();
  }
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    assertAlive(`while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(20);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
