import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeOnceAcrossWorkers, removeFolder } from '../../test-kit/folders.js';

/**
 * The files that start the server in a process of their own (startup, webhooks-crash,
 * parcel-import-crash) run this checkout's API and contract compiled from source as `npm run
 * build` compiles them, but into a folder apart from api/dist (which may be in use by a running
 * server or the browser tests, and may be stale), inside node_modules so the server finds its
 * dependencies. The sources are the same for every file of a run, so the run compiles them once:
 * the run's global setup names the folder (WAYBILL_TEST_BUILD, global-setup.ts, removed at the
 * run's end), the first file to ask compiles into it and the others wait for it. A file run
 * without that setup compiles a folder of its own, removed by `remove`.
 */
export interface CompiledServer {
  /** The server's entry point, as api/dist/main.js is `npm start`'s. */
  main: string;
  /** Removes the folder when it is the file's own; the run's is removed at the run's end. */
  remove: () => void;
}

const repo = path.resolve(import.meta.dirname, '..', '..');
const swc = path.join(repo, 'node_modules', '@swc', 'cli', 'bin', 'swc.js');
const cache = path.join(repo, 'node_modules', '.cache');
/** How long a file waits for another worker's compile (a compile takes a few seconds). */
const COMPILE_WAIT_MS = 120_000;

export async function compiledServer(): Promise<CompiledServer> {
  const shared = process.env.WAYBILL_TEST_BUILD;
  if (!shared) {
    mkdirSync(cache, { recursive: true }); // a fresh `npm ci` has no cache folder yet
    const own = mkdtempSync(path.join(cache, 'waybill-test-build-'));
    compileInto(own);
    return { main: path.join(own, 'api', 'main.js'), remove: () => removeFolder(own) };
  }
  const done = path.join(shared, 'done');
  if (!existsSync(done)) await compileOnce(shared);
  return { main: path.join(done, 'api', 'main.js'), remove: () => undefined };
}

/**
 * The first file to get here compiles; the others wait for its folder. The build is moved into
 * place in one rename, so no file starts a half-written one.
 */
async function compileOnce(shared: string): Promise<void> {
  const done = path.join(shared, 'done');
  await makeOnceAcrossWorkers(shared, done, 'compiled server', COMPILE_WAIT_MS, () => {
    const staging = path.join(shared, 'staging');
    mkdirSync(staging);
    compileInto(staging);
    renameSync(staging, done);
  });
}

/** api/src and shared/src compiled into `folder` (api/main.js, node_modules/@waybill/shared). */
function compileInto(folder: string): void {
  writeFileSync(path.join(folder, 'package.json'), '{"type":"module"}');
  const compile = (cwd: string, to: string, extra: string[]) =>
    execFileSync(
      process.execPath,
      [swc, 'src', '-d', to, '--strip-leading-paths', '--ignore', '**/*.spec.ts', ...extra],
      { cwd, stdio: 'pipe' },
    );
  compile(path.join(repo, 'api'), path.join(folder, 'api'), ['--copy-files']);
  const shared = path.join(folder, 'node_modules', '@waybill', 'shared');
  mkdirSync(shared, { recursive: true });
  compile(path.join(repo, 'shared'), path.join(shared, 'dist'), [
    '--config-file',
    path.join(repo, 'api', '.swcrc'),
  ]);
  writeFileSync(
    path.join(shared, 'package.json'),
    JSON.stringify({
      name: '@waybill/shared',
      type: 'module',
      exports: { '.': './dist/index.js' },
    }),
  );
}
