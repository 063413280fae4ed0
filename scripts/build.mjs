// The product's build, workspace by workspace, skipping what has not changed since its last build.
//   node scripts/build.mjs          builds the workspaces whose inputs changed (npm start's prestart)
//   node scripts/build.mjs --all    builds every workspace (npm run build)
//   node scripts/build.mjs --check  only prints which workspaces would be built
// A workspace's inputs are the contents of its own files and of the workspaces it bundles, plus
// the lockfile and the root package.json and tsconfig.json; their SHA-256 is its stamp, kept in
// node_modules/.cache/waybill-build/ once its build succeeded (a new `npm install` of a changed
// lockfile, or a removed node_modules, builds everything again). A missing output builds too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
 * In build order. `inputs`: the folders whose files the build reads (the apps bundle the
 * contract and the shared React parts from source); `outputs`: files every good build leaves.
 */
const WORKSPACES = [
  { name: '@waybill/shared', inputs: ['shared'], outputs: ['shared/dist/index.js'] },
  { name: '@waybill/api', inputs: ['api'], outputs: ['api/dist/main.js'] },
  {
    name: '@waybill/public-web',
    inputs: ['public-web', 'shared', 'web-content'],
    outputs: ['public-web/dist/index.html', 'public-web/dist-server/entry-server.js'],
  },
  {
    name: '@waybill/desktop-admin',
    inputs: ['desktop-admin', 'shared', 'web-content'],
    outputs: ['desktop-admin/dist/index.html'],
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

function build(workspace) {
  // No stamp while building: a build that fails or is interrupted is built again next time.
  rmSync(stampFile(workspace), { force: true });
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  const result = spawnSync(npm[0], [...npm[1], 'run', 'build', '-w', workspace.name], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32' && !process.env.npm_execpath,
  });
  if (result.status !== 0) {
    console.error(`build of ${workspace.name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function main() {
  const all = process.argv.includes('--all');
  const check = process.argv.includes('--check');
  const started = performance.now();
  const skipped = [];
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
    build(workspace);
    mkdirSync(STAMPS, { recursive: true });
    writeFileSync(stampFile(workspace), `${JSON.stringify({ inputs: hash })}\n`);
  }
  if (skipped.length === WORKSPACES.length) {
    const ms = Math.round(performance.now() - started);
    console.log(`build: nothing changed since the last build (checked in ${ms} ms)`);
  } else if (skipped.length > 0) {
    console.log(`build: unchanged, not rebuilt: ${skipped.join(', ')}`);
  }
}

main();
