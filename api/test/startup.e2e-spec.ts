import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CompiledServer, compiledServer } from './compiled-server.js';
import { ADMIN } from './harness.js';
import { copyMigratedDatabase } from './pglite-template.js';
import { signUp, trackParcel } from '@waybill/shared';

/**
 * `npm start` as a person sees it: the built server in its own process, its stdout read line by
 * line. stdout is a pipe here, not a terminal, so the default format is JSON.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-startup-'));
const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-startup-web-'));
// The module probe's files (what a server answering visitors loads).
const probeDir = mkdtempSync(path.join(tmpdir(), 'waybill-startup-probe-'));
// Built from the sources as `npm run build` builds them, once for the run's files that start the
// server in a process (compiled-server.ts). The data folder starts empty: a new install's first
// start, migrations and all, is what this file tests.
let compiled: CompiledServer;

beforeAll(async () => {
  compiled = await compiledServer();
}, 120_000);

afterAll(() => {
  compiled?.remove();
  for (const folder of [dataDir, webRoot, probeDir])
    rmSync(folder, { recursive: true, force: true });
});

interface Server {
  lines: string[];
  url: string;
  /** Resolves with the first line that passes `test`, waiting for it if need be. */
  line(test: (line: string) => boolean, what: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the built server on a free port with only the given settings (no LOG_* from here). */
async function start(
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, compiled.main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let pending = '';
  const waiting = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    lines.push(...complete);
    for (const wake of waiting) wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = (test: (line: string) => boolean, what: string) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`No ${what} in 45 s. stdout:\n${lines.join('\n')}\nstderr:\n${stderr}`));
      }, 45_000);
      const check = () => {
        const found = lines.find(test);
        if (found === undefined) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (!waiting.has(check)) return;
        clearTimeout(timer);
        waiting.delete(check);
        reject(new Error(`The server stopped. stdout:\n${lines.join('\n')}\nstderr:\n${stderr}`));
      });
    });
  try {
    const running = await line((text) => text.includes('Waybill is running at'), 'running line');
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(running)?.[0] ?? '';
    return {
      lines,
      url,
      line,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('what npm start prints', () => {
  it('on a new install: the running line first, with where to create the first admin, then JSON', async () => {
    const server = await start();
    try {
      await fetch(`${server.url}${trackParcel.path({ code: 'NO-SUCH-CODE' })}`);
      await server.line(
        (line) => line.includes(trackParcel.path({ code: 'NO-SUCH-CODE' })),
        'request line',
      );
      const printed = server.lines.find((line) => line.includes('Waybill is running at')) ?? '';
      const token = /\/cp\/signup\?token=([A-Za-z0-9_-]+)$/.exec(printed)?.[1] ?? '';
      // The printed token is the one the server accepts, even from another machine (a proxy).
      const signup = await fetch(`${server.url}${signUp.path({})}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
        body: JSON.stringify({ ...ADMIN, token }),
      });
      expect(signup.status).toBe(201);
      await server.line((line) => line.includes('"url":"/api/admins"'), 'sign-up request line');
    } finally {
      await server.stop();
    }
    const [first, ...rest] = server.lines.filter((line) => line.trim() !== '');
    expect(first).toMatch(
      new RegExp(
        `^${escape(`Waybill is running at ${server.url} (API /api, docs /api/docs, admin /control; database: embedded in ${dataDir}). No admin yet: create the first one at ${server.url}/cp/signup?token=`)}[A-Za-z0-9_-]{64}$`,
      ),
    );
    expect(rest.length).toBeGreaterThan(0);
    for (const line of rest) expect(isJson(line)).toBe(true);
    expect(server.lines.join('\n')).not.toContain('Mapped {');
    expect(rest.map((line) => JSON.parse(line) as { msg: string; level: number })).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({
          method: 'GET',
          url: trackParcel.path({ code: 'NO-SUCH-CODE' }),
        }),
        res: { statusCode: 404 },
      }),
    );
  }, 60_000);

  it('with LOG_FORMAT=pretty: readable lines, and no sign-up hint once an admin exists', async () => {
    const server = await start({ LOG_FORMAT: 'pretty' });
    try {
      await fetch(`${server.url}${trackParcel.path({ code: 'NO-SUCH-CODE' })}`);
      await server.line(
        (line) => line.includes(trackParcel.path({ code: 'NO-SUCH-CODE' })),
        'request line',
      );
    } finally {
      await server.stop();
    }
    const [first, ...rest] = server.lines.filter((line) => line.trim() !== '');
    expect(first).toMatch(/^Waybill is running at http:\/\/127\.0\.0\.1:\d+ \(API \/api, .*\)$/);
    expect(first).not.toContain('/cp/signup');
    expect(rest.some(isJson)).toBe(false);
    expect(rest).toContainEqual(
      expect.stringMatching(
        /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/api\/parcels\/NO-SUCH-CODE 404 \d+ ms \(id [\w-]+\)$/,
      ),
    );
  }, 60_000);

  it('prints SETUP_TOKEN in the sign-up link when it is given', async () => {
    const freshData = mkdtempSync(path.join(tmpdir(), 'waybill-startup-token-'));
    // A new install with no admin yet, its migrations done (pglite-template.ts): the first test
    // above is the one that watches a first start migrate; migrating again here cost a whole
    // new database's start (more than half of this test's CPU).
    await copyMigratedDatabase(freshData);
    try {
      const server = await start({
        DATA_DIR: freshData,
        SETUP_TOKEN: 'token-from-the-environment',
      });
      await server.stop();
      const [first] = server.lines.filter((line) => line.trim() !== '');
      expect(first).toMatch(
        new RegExp(
          `create the first one at ${escape(server.url)}/cp/signup\\?token=token-from-the-environment$`,
        ),
      );
    } finally {
      rmSync(freshData, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the route map for LOG_LEVEL=debug', async () => {
    const server = await start({ LOG_LEVEL: 'debug' });
    await server.stop();
    const routes = server.lines
      .filter((line) => line.includes('Mapped {'))
      .map((line) => JSON.parse(line) as { level: number; context: string });
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes)
      expect(route).toMatchObject({ level: 20, context: 'RouterExplorer' });
  }, 60_000);
});

describe('what a server answering visitors holds', () => {
  it('loads none of the libraries only staff use (spreadsheets, PDFs, passkeys, QR codes, mail)', async () => {
    // Every module the process loads, written down as it exits: ES modules through a loader hook,
    // CommonJS ones from the require cache.
    const loaded = path.join(probeDir, 'loaded-modules.txt');
    writeFileSync(
      path.join(probeDir, 'loaded-hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(loaded)}, url + '\\n');
  return next(url, context);
}`,
    );
    writeFileSync(
      path.join(probeDir, 'loaded-probe.mjs'),
      `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
register('./loaded-hooks.mjs', import.meta.url);
const cache = createRequire(import.meta.url).cache;
process.on('exit', () => appendFileSync(${JSON.stringify(loaded)}, Object.keys(cache).join('\\n')));`,
    );
    const server = await start({}, [
      '--import',
      pathToFileURL(path.join(probeDir, 'loaded-probe.mjs')).href,
    ]);
    try {
      const lookup = await fetch(`${server.url}${trackParcel.path({ code: 'NO-SUCH-CODE' })}`);
      expect(lookup.status).toBe(404);
      await (await fetch(`${server.url}/`)).arrayBuffer();
    } finally {
      await server.stop();
    }
    const modules = readFileSync(loaded, 'utf8');
    // The probe saw the server's own modules: an empty list would prove nothing.
    expect(modules).toContain('/node_modules/typeorm/');
    for (const library of [
      'exceljs',
      'csv-parse',
      'yauzl',
      'pdfkit',
      'bwip-js',
      'qrcode',
      '@simplewebauthn/server',
      'nodemailer',
      'pino-pretty',
      'sharp',
      '@aws-sdk/client-s3',
    ]) {
      expect(modules, library).not.toContain(`/node_modules/${library}/`);
    }
  }, 60_000);
});
