import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParcel, createWebhookEndpoint, signUp, updateParcel } from '@waybill/shared';
import { type CompiledServer, compiledServer } from './compiled-server.js';
import { ADMIN } from './harness.js';
import { type ChildServer, freePort, startChildServer } from './child-server.js';
import { copyMigratedDatabase } from './pglite-template.js';
import { freshDatabase } from './postgres-databases.js';

/**
 * At least once across a crash (docs/webhooks.md, "Delivery"): the built server in its own
 * process, killed with SIGKILL while a delivery is at the receiver, then started again on the
 * same data. Every event whose change was answered is delivered, each verified with the
 * standardwebhooks package; an event sent twice (the one cut short) carries its one webhook-id,
 * so a receiver that drops repeats processes each once. JOB_LEASE_SECONDS=2: the dead
 * instance's claim runs out in 2 s instead of 2 minutes. On embedded PGlite always, and on
 * PostgreSQL too when TEST_DATABASE_URL is set (CI's second pass): a database of its own on that
 * server, as the server is started with DATABASE_URL.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-webhooks-crash-web-'));
let compiled: CompiledServer;

beforeAll(async () => {
  // This checkout's API, compiled once for the run's files that start it in a process (as
  // startup.e2e-spec.ts does).
  compiled = await compiledServer();
}, 120_000);

afterAll(() => {
  compiled?.remove();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The PostgreSQL server of TEST_DATABASE_URL (which names one database on it), or none. */
function postgresServer(): string | undefined {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return undefined;
  const url = new URL(given);
  url.pathname = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

/** Where the server keeps its data: a folder (PGlite in it), and a database when on PostgreSQL. */
interface Store {
  dataDir: string;
  databaseUrl?: string;
}

const postgres = postgresServer();
const STORES: Array<{ name: string; open: () => Promise<Store & { close: () => Promise<void> }> }> =
  [
    {
      name: 'PGlite',
      open: async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-webhooks-crash-'));
        // Migrations done (pglite-template.ts): the start after the crash is what is tested.
        await copyMigratedDatabase(dataDir);
        return { dataDir, close: async () => rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
if (postgres) {
  STORES.push({
    name: 'PostgreSQL',
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-webhooks-crash-'));
      const database = await freshDatabase(postgres, 'waybill_webhooks_crash');
      return {
        dataDir,
        databaseUrl: database.url,
        close: async () => {
          await database.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  });
}

function start(port: number, store: Store): Promise<ChildServer> {
  return startChildServer(compiled.main, port, {
    DATA_DIR: store.dataDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    WEB_ROOT: webRoot,
    WEBHOOK_DEV_MODE: 'true',
    JOB_LEASE_SECONDS: '2',
  });
}

describe.each(STORES)('webhooks across a crash, on $name', ({ open }) => {
  let store: Awaited<ReturnType<typeof open>>;
  // The run's migrated template may be made here (the first file of the run to need it).
  beforeAll(async () => {
    store = await open();
  }, 300_000);
  afterAll(() => store?.close());

  it('delivers every event at least once after kill -9 mid-delivery, each id processed once', async () => {
    // The receiver: holds its first answer (the server is killed while it waits), then says 200.
    const received: Array<{ id: string; body: string; headers: Record<string, string> }> = [];
    let hold = true;
    let arrived: () => void = () => undefined;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          id: String(request.headers['webhook-id']),
          body: Buffer.concat(chunks).toString('utf8'),
          headers: request.headers as Record<string, string>,
        });
        arrived();
        if (!hold) response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hooksUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    const port = await freePort();
    let server = await start(port, store);
    try {
      const signedUp = await fetch(`${server.url}${signUp.path({})}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signedUp.status).toBe(201);
      const cookie = (signedUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      const call = async (method: string, route: string, body: unknown) => {
        const answer = await fetch(`${server.url}${route}`, {
          method,
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
        return { status: answer.status, body: (await answer.json()) as { data: never } };
      };
      const hook = await call('POST', createWebhookEndpoint.path({}), {
        url: hooksUrl,
        events: ['parcel.created', 'parcel.updated'],
      });
      // The answer whole when it fails, its error code saying which check refused. (A rare 401
      // here was a session saved after the sign-up's headers: auth-sessions.e2e-spec.ts.)
      expect({ status: hook.status, body: hook.status === 201 ? null : hook.body }).toEqual({
        status: 201,
        body: null,
      });
      const secret = (hook.body.data as { secret: string }).secret;

      // Five parcels and two edits of the first: seven events, each change answered (committed).
      const ids: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const made = await call('POST', createParcel.path({}), {
          tracking_code: `WB-CRASH-${i}`,
          recipient_name: 'Ada Obi',
          destination: 'Lagos',
        });
        expect(made.status).toBe(201);
        ids.push((made.body.data as { id: number }).id);
      }
      for (const weight of ['1 kg', '2 kg']) {
        const edited = await call('PATCH', updateParcel.path({}), { id: ids[0], weight });
        expect(edited.status).toBe(200);
      }

      await firstArrived; // a delivery is at the receiver, unanswered
      server.child.kill('SIGKILL');
      await server.exited;
      hold = false;
      server = await start(port, store);

      // Seven events, once each at least; the first edit waits for the parcel's creation.
      const deadline = Date.now() + 60_000;
      while (new Set(received.map((r) => r.id)).size < 7 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const distinct = new Map(received.map((r) => [r.id, r]));
      expect(distinct.size).toBe(7);
      const types = [...distinct.values()].map(
        (r) => (JSON.parse(r.body) as { type: string }).type,
      );
      expect(types.filter((type) => type === 'parcel.created')).toHaveLength(5);
      expect(types.filter((type) => type === 'parcel.updated')).toHaveLength(2);
      for (const request of received) {
        expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
      }
      // What was cut short (or answered after a try's deadline on a busy machine) came again
      // with the same webhook-id: deduplicated by it, each event is processed once.
      expect(received.length).toBeGreaterThan(distinct.size);
      expect(received.every((request) => distinct.has(request.id))).toBe(true);
      // In order per parcel: the first parcel's creation came before its edits.
      const first = [...distinct.values()]
        .map((r) => JSON.parse(r.body) as { type: string; data: { parcel: { id: number } } })
        .filter((event) => event.data.parcel.id === ids[0])
        .map((event) => event.type);
      expect(first).toEqual(['parcel.created', 'parcel.updated', 'parcel.updated']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      receiver.closeAllConnections();
    }
  }, 600_000);
});
