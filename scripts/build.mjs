// The product's build, workspace by workspace, skipping what has not changed since its last build.
//   node scripts/build.mjs          builds the workspaces whose inputs changed (npm start's prestart)
//   node scripts/build.mjs --all    builds every workspace (npm run build)
//   node scripts/build.mjs --check  only prints which workspaces would be built
// A workspace's inputs are the contents of its own files and of the workspaces it bundles, plus
// the lockfile and the root package.json and tsconfig.json; their SHA-256 is its stamp, kept in
// node_modules/.cache/waybill-build/ once its build succeeded (a new `npm install` of a changed
// lockfile, or a removed node_modules, builds everything again). A missing output builds too.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMPS = path.join(ROOT, 'node_modules', '.cache', 'waybill-build');
const GLOBAL_INPUTS = ['package-lock.json', 'package.json', 'tsconfig.json'];
/** Folders that are outputs, caches or installs, never a build's input. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'coverage',
  'data',
  'test-results',
]);

/**
 * `inputs`: the folders whose files the build reads (the apps bundle the contract and the shared
 * React parts from source); `outputs`: files every good build leaves; `weight`: how long its
 * build takes next to the others' (the longest start first).
 */
const WORKSPACES = [
  { name: '@waybill/shared', inputs: ['shared'], outputs: ['shared/dist/index.js'], weight: 5 },
  { name: '@waybill/api', inputs: ['api'], outputs: ['api/dist/main.js'], weight: 1 },
  {
    name: '@waybill/public-web',
    inputs: ['public-web', 'shared', 'web-content'],
    outputs: ['public-web/dist/index.html', 'public-web/dist-server/entry-server.js'],
    weight: 4,
  },
  {
    name: '@waybill/admin',
    inputs: ['admin', 'shared', 'web-content'],
    outputs: ['admin/dist/index.html'],
    weight: 3,
  },
  {
    name: '@waybill/courier',
    inputs: ['courier', 'shared'],
    outputs: ['courier/dist/index.html', 'courier/dist/sw.js'],
    weight: 2,
  },
];

/** Every file under `dir` (relative to the root), sorted, without outputs and dot-entries. */
function filesUnder(dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** Folders' hashes are computed once per run: shared's serves three workspaces. */
const folderHashes = new Map();
function folderHash(dir) {
  let hash = folderHashes.get(dir);
  if (!hash) {
    const digest = createHash('sha256');
    for (const file of filesUnder(dir)) {
      digest.update(`${file}\0`);
      digest.update(readFileSync(path.join(ROOT, file)));
      digest.update('\0');
    }
    hash = digest.digest('hex');
    folderHashes.set(dir, hash);
  }
  return hash;
}

function inputsHash(workspace) {
  const digest = createHash('sha256');
  for (const file of GLOBAL_INPUTS) {
    const full = path.join(ROOT, file);
    digest.update(`${file}\0${existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : '-'}\n`); // prettier-ignore
  }
  for (const dir of workspace.inputs) digest.update(`${dir}\0${folderHash(dir)}\n`);
  return digest.digest('hex');
}

const stampFile = (workspace) => path.join(STAMPS, `${workspace.name.replace(/[@/]/g, '_')}.json`);

function isCurrent(workspace, hash) {
  if (!workspace.outputs.every((file) => existsSync(path.join(ROOT, file)))) return false;
  try {
    return JSON.parse(readFileSync(stampFile(workspace), 'utf8')).inputs === hash;
  } catch {
    return false;
  }
}

/**
 * Builds one workspace. The workspaces do not need each other's builds (the apps bundle the
 * contract from source; the API is compiled file by file), so they are built two at a time on a
 * 2-core machine: a Vite build keeps about one core busy, and one after the other the five took
 * about twice as long as two side by side. A build's output is printed whole when it ends (as
 * scripts/stages.mjs does) unless it is the only one under way.
 */
function build(workspace, alone) {
  // No stamp while building: a build that fails or is interrupted is built again next time.
  rmSync(stampFile(workspace), { force: true });
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm[1], 'run', 'build', '-w', workspace.name], {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32' && !process.env.npm_execpath,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(
        code === 0 ? undefined : `build of ${workspace.name} failed (exit ${code ?? signal})`,
      );
    });
  });
}

/** Runs `jobs` (functions returning promises) at most `width` at a time, in their order. */
async function pool(jobs, width) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

async function main() {
  const all = process.argv.includes('--all');
  const check = process.argv.includes('--check');
  const started = performance.now();
  const skipped = [];
  const due = [];
  for (const workspace of WORKSPACES) {
    const hash = inputsHash(workspace);
    if (!all && isCurrent(workspace, hash)) {
      skipped.push(workspace.name);
      continue;
    }
    if (check) {
      console.log(`would build ${workspace.name}`);
      continue;
    }
    due.push({ workspace, hash });
  }
  // BUILD_JOBS=1 builds one at a time (output as it comes). Two at a time only with a core and
  // 2 GiB of memory for each: `npm start` builds on the small server it runs on (a 1 GB one
  // builds one after the other, as before).
  const fits = Math.min(2, availableParallelism(), Math.floor(totalmem() / 2 ** 31));
  const width = Math.max(1, Number(process.env.BUILD_JOBS ?? fits));
  // The longest builds first, so the short ones fill in beside them (on the 2-core machine:
  // shared's type-checked emit about 14 s, public-web 9, admin 7, courier 5, api 2).
  due.sort((a, b) => (b.workspace.weight ?? 0) - (a.workspace.weight ?? 0));
  const failures = await pool(
    due.map(({ workspace, hash }) => async () => {
      const failure = await build(workspace, width === 1 || due.length === 1);
      if (failure) return failure;
      mkdirSync(STAMPS, { recursive: true });
      writeFileSync(stampFile(workspace), `${JSON.stringify({ inputs: hash })}\n`);
      return undefined;
    }),
    width,
  );
  const failed = failures.filter(Boolean);
  if (failed.length) {
    for (const failure of failed) console.error(failure);
    process.exit(1);
  }
  if (due.length) {
    console.log(
      `build: ${due.length} built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (skipped.length === WORKSPACES.length) {
    const ms = Math.round(performance.now() - started);
    console.log(`build: nothing changed since the last build (checked in ${ms} ms)`);
  } else if (skipped.length > 0) {
    console.log(`build: unchanged, not rebuilt: ${skipped.join(', ')}`);
  }
}

await main();
