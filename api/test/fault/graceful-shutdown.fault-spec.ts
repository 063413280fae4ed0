import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { getGraph, getHealthLive, getHealthReady } from '@waybill/shared';
import { type Smtp, startSmtp, waitFor } from '../smtp.js';
import { PostgresServer } from './postgres-server.js';
import { WaybillProcess } from './waybill-process.js';

/**
 * SIGTERM under load: the built server, as a child process on 127.0.0.1, gets steady visitor
 * traffic over keep-alive connections while its mail worker is half-way through a batch sent to a
 * slow mail server. On SIGTERM it must answer every request that was sent before the signal, exit
 * with code 0 well within the 10 s grace, and hand back the messages it had claimed but not sent,
 * so another instance can send them at once.
 */

const CLIENTS = 16;
const MAX_REQUESTS = 20_000;
const MESSAGES = 25;
const SMTP_DELAY_MS = 400;
const EXIT_WITHIN_MS = 10_000;

interface Sent {
  at: number;
  status: number;
  error?: string;
}

let base: string;
let db: PostgresServer;
let smtp: Smtp;
let server: WaybillProcess;

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'waybill-shutdown-'));
  db = await PostgresServer.create(base);
  smtp = await startSmtp(0, undefined, { acceptDelayMs: SMTP_DELAY_MS });
  const dataDir = path.join(base, 'app');
  mkdirSync(dataDir);
  server = await WaybillProcess.start({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'info',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await db?.stopQuietly();
  if (base) rmSync(base, { recursive: true, force: true });
}, 60_000);

it('finishes what it accepted, hands back its mail claims and exits 0 on SIGTERM', async () => {
  // Ready before the signal.
  expect((await fetch(`${server.origin}${getHealthReady.path({})}`)).status).toBe(200);

  // Messages for the worker, which finds them on its next poll (every 5 s) and claims 10.
  await sql(
    `WITH messages AS (
       INSERT INTO outbox_messages (to_address, from_address, subject, text, next_attempt_at)
       SELECT 'r' || n || '@example.com', 'Waybill <no-reply@localhost>', 'Shutdown ' || n,
              'Hello', now()
       FROM generate_series(1, ${MESSAGES}) AS n
       RETURNING id)
     INSERT INTO jobs (name, payload, key)
     SELECT 'mail.deliver', jsonb_build_object('outboxId', id), 'outbox:' || id
     FROM messages ORDER BY id`,
  );

  const sent: Sent[] = [];
  let signalledAt = Number.POSITIVE_INFINITY;
  const load = Array.from({ length: CLIENTS }, () =>
    (async () => {
      for (let n = 0; sent.length < MAX_REQUESTS; n++) {
        const at = performance.now();
        const url = n % 4 === 3 ? getHealthLive.path({}) : getGraph.path({});
        const record: Sent = { at, status: 0 };
        sent.push(record);
        try {
          const response = await fetch(`${server.origin}${url}`, {
            signal: AbortSignal.timeout(EXIT_WITHIN_MS + 5_000),
          });
          await response.arrayBuffer();
          record.status = response.status;
        } catch (error) {
          record.error = `${String(error)} (${String((error as { cause?: unknown }).cause)})`;
          // Refused after the signal: this client stops.
          if (at >= signalledAt) return;
        }
      }
    })(),
  );

  // Traffic is flowing and the mail worker is sending its batch.
  await waitFor(() => sent.filter((each) => each.status === 200).length >= 300, {
    timeoutMs: 30_000,
    what: 'traffic to flow',
  });
  await waitFor(() => smtp.received.length >= 1, { timeoutMs: 15_000, what: 'mail to flow' });

  signalledAt = performance.now();
  const inFlight = sent.filter((each) => each.status === 0 && !each.error).length;
  server.kill('SIGTERM');
  const exit = await server.exited(EXIT_WITHIN_MS + 5_000);
  const exitMs = Math.round(performance.now() - signalledAt);
  await Promise.all(load);

  const before = sent.filter((each) => each.at < signalledAt);
  const after = sent.filter((each) => each.at >= signalledAt);
  const failedBefore = before.filter((each) => each.status !== 200);
  const rows = await sql<{ status: string; attempts: number; claimable: boolean }>(
    `SELECT status, attempts,
            (status = 'queued' AND next_attempt_at <= now() AND locked_until IS NULL) AS claimable
     FROM outbox_messages`,
  );
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  const released = Number(/"released":(\d+)/.exec(server.output())?.[1] ?? 0);
  console.log(
    `SIGTERM under load: ${before.length} requests sent before the signal ` +
      `(${inFlight} in flight at the signal), ${failedBefore.length} failed; ` +
      `${after.length} sent after it (${after.filter((each) => each.status === 200).length} answered); ` +
      `exit ${JSON.stringify(exit)} after ${exitMs} ms; mail: ${count('sent')} sent, ` +
      `${released} claims handed back, ${count('queued')} queued, ${count('sending')} still leased`,
  );

  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
  expect(failedBefore.slice(0, 5)).toEqual([]);
  expect(before.length).toBeGreaterThan(300);
  // The leases: none left; what was not sent is queued, its attempt not counted, due now.
  expect(count('sending')).toBe(0);
  expect(count('sent')).toBeGreaterThanOrEqual(1);
  expect(count('sent') + count('queued')).toBe(MESSAGES);
  expect(released).toBeGreaterThanOrEqual(1);
  for (const row of rows.filter((each) => each.status === 'queued')) {
    expect(row).toEqual({ status: 'queued', attempts: 0, claimable: true });
  }
  // Every message the mail server got is marked sent: none was handed back after its send.
  expect(smtp.received.length).toBe(count('sent'));
  expect(server.output()).toContain('Job claims handed back at shutdown');

  // Another instance sends them all now, not when the old leases (2 minutes) would have ended.
  const started = performance.now();
  server = await WaybillProcess.start({
    DATABASE_URL: db.url,
    DATA_DIR: path.join(base, 'app'),
    MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  await waitFor(() => smtp.received.length >= MESSAGES, {
    timeoutMs: 30_000,
    what: 'the next instance to send the handed-back messages',
  });
  console.log(
    `The next instance sent the other ${MESSAGES - count('sent')} messages within ` +
      `${Math.round(performance.now() - started)} ms of starting`,
  );
  expect(new Set(smtp.received.map((each) => each.mail.subject)).size).toBe(MESSAGES);
}, 150_000);

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
