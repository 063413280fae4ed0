import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkParcelImport,
  exportParcels,
  getParcelImport,
  type ParcelImport,
  type ParcelImportDetail,
  runParcelImport,
  signIn,
  signUp,
  uploadParcelImport,
} from '@waybill/shared';
import { csvOf, parcelRows } from '../../test-kit/spreadsheets.js';
import { type CompiledServer, compiledServer } from './compiled-server.js';
import { ADMIN } from './harness.js';
import { type ChildServer, freePort, startChildServer } from './child-server.js';
import { copyMigratedDatabase } from './pglite-template.js';

/**
 * All or none across a crash (docs/product.md §4.4c): the built server in its own process, on the
 * embedded database, killed with SIGKILL while a 100,000-row import is writing, then started again
 * on the same data. Right after the restart the file's parcels are all there or none; the import's
 * job, claimed again once its lease runs out (JOB_LEASE_SECONDS=2), then writes them all, once.
 */
const ROWS = 100_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-import-crash-'));
const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-import-crash-web-'));
let compiled: CompiledServer;

beforeAll(async () => {
  // This checkout's API, compiled once for the run's files that start it in a process (as
  // webhooks-crash.e2e-spec.ts does).
  compiled = await compiledServer();
  // A new install whose migrations are done (pglite-template.ts): its first start is not what is
  // tested here, a start on data an import was killed in is.
  await copyMigratedDatabase(dataDir);
}, 300_000);

afterAll(() => {
  compiled?.remove();
  for (const folder of [dataDir, webRoot]) rmSync(folder, { recursive: true, force: true });
});

function start(port: number): Promise<ChildServer> {
  return startChildServer(compiled.main, port, {
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    JOB_LEASE_SECONDS: '2',
  });
}

/** Polls until `done` holds, at most `seconds` (the crash test's one bound). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an import across a crash', () => {
  it('ends with all of a 100,000-row file or none, never some, after kill -9 mid-import', async () => {
    const port = await freePort();
    let server = await start(port);
    let cookie = '';
    const call = async <D>(method: string, route: string, body?: unknown) => {
      const answer = await fetch(`${server.url}${route}`, {
        method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, data: ((await answer.json()) as { data: D }).data };
    };
    /** How many of the file's parcels the export lists (header line left out). */
    const exported = async () => {
      const answer = await fetch(
        `${server.url}${exportParcels.path({}, { columns: 'reference', search: '' } as never)}`,
        { headers: { cookie } },
      );
      const text = await answer.text();
      return text.split('\r\n').filter((line) => line.startsWith('CRASH-')).length;
    };
    try {
      const signedUp = await fetch(`${server.url}${signUp.path({})}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signedUp.status).toBe(201);
      cookie = (signedUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');

      const form = new FormData();
      const csv = csvOf(parcelRows(ROWS, 'CRASH'));
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'big.csv');
      const uploaded = await fetch(`${server.url}${uploadParcelImport.path({})}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const made = ((await uploaded.json()) as { data: ParcelImport }).data;
      const detail = () => call<ParcelImportDetail>('GET', getParcelImport.path({ id: made.id }));
      await call('POST', checkParcelImport.path({ id: made.id }), { mapping: made.mapping });
      await until(detail, ({ data }) => data.state === 'checked');
      const run = await call('POST', runParcelImport.path({ id: made.id }), {
        mode: 'all_or_nothing',
      });
      expect(run.status).toBe(200);
      // Killed once the import has written rows of its transaction (its progress moved).
      await until(detail, ({ data }) => data.rows_done > 0 || data.state !== 'importing', 120);
      server.child.kill('SIGKILL');
      await server.exited;

      server = await start(port);
      const credentials = new FormData();
      credentials.append('email', ADMIN.email);
      credentials.append('password', ADMIN.password);
      const signedIn = await fetch(`${server.url}${signIn.path({})}`, {
        method: 'POST',
        body: credentials,
      });
      expect(signedIn.status).toBe(200);
      cookie = (signedIn.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      expect([0, ROWS]).toContain(await exported());
      const done = await until(detail, ({ data }) => data.state === 'done');
      expect(done.data).toMatchObject({ created: ROWS, skipped: 0 });
      expect(await exported()).toBe(ROWS);
    } catch (error) {
      throw new Error(
        `${String(error)}; server exit ${server.child.exitCode}:\n${server.stderr().slice(-3000)}`,
        { cause: error },
      );
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 420_000);
});
