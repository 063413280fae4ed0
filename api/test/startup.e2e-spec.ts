import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN } from './harness.js';
import { signUp, trackParcel } from '@waybill/shared';

/**
 * `npm start` as a person sees it: the built server in its own process, its stdout read line by
 * line. stdout is a pipe here, not a terminal, so the default format is JSON.
 */

const repo = path.resolve(import.meta.dirname, '..', '..');
const swc = path.join(repo, 'node_modules', '@swc', 'cli', 'bin', 'swc.js');
// Built from the sources as `npm run build` builds them, but into a folder of its own: api/dist
// may be in use (a running server, the browser tests) and may be stale. Inside node_modules so
// the server finds its dependencies.
const cache = path.join(repo, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true }); // a fresh `npm ci` has no cache folder yet
const build = mkdtempSync(path.join(cache, 'waybill-startup-test-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-startup-'));
const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-startup-web-'));

function compile(from: string, to: string) {
  execFileSync(
    process.execPath,
    [swc, 'src', '-d', to, '--strip-leading-paths', '--ignore', '**/*.spec.ts', '--copy-files'],
    { cwd: from, stdio: 'pipe' },
  );
}

beforeAll(() => {
  writeFileSync(path.join(build, 'package.json'), '{"type":"module"}');
  compile(path.join(repo, 'api'), path.join(build, 'api'));
  const shared = path.join(build, 'node_modules', '@waybill', 'shared');
  mkdirSync(shared, { recursive: true });
  execFileSync(
    process.execPath,
    [
      swc,
      'src',
      '-d',
      path.join(shared, 'dist'),
      '--strip-leading-paths',
      '--ignore',
      '**/*.spec.ts',
      '--config-file',
      path.join(repo, 'api', '.swcrc'),
    ],
    { cwd: path.join(repo, 'shared'), stdio: 'pipe' },
  );
  writeFileSync(
    path.join(shared, 'package.json'),
    JSON.stringify({
      name: '@waybill/shared',
      type: 'module',
      exports: { '.': './dist/index.js' },
    }),
  );
}, 60_000);

afterAll(() => {
  for (const folder of [build, dataDir, webRoot]) rmSync(folder, { recursive: true, force: true });
});

interface Server {
  lines: string[];
  url: string;
  /** Resolves with the first line that passes `test`, waiting for it if need be. */
  line(test: (line: string) => boolean, what: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the built server on a free port with only the given settings (no LOG_* from here). */
async function start(env: Record<string, string> = {}): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [path.join(build, 'api', 'main.js')], {
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
