// Builds Waybill Admin: bundles the Electron main process, preload and desktop screens with
// esbuild, stages them beside the admin build (admin/dist) in electron/dist/app, then
// packages that folder with electron-builder (which downloads Electron: needs the internet).
//
//   node electron/scripts/build-desktop.mjs                 installers for this system
//   node electron/scripts/build-desktop.mjs --linux --win   other targets, passed to electron-builder
//   node electron/scripts/build-desktop.mjs --bundle-only   stage only (for `npm run desktop:dev`)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const electronDir = path.join(projectDir, 'electron');
const appDir = path.join(electronDir, 'dist', 'app');
const adminDist = path.join(projectDir, 'dist');
const args = process.argv.slice(2);
const bundleOnly = args.includes('--bundle-only');

if (!existsSync(path.join(adminDist, 'index.html'))) {
  console.error('The admin is not built: run `npm run build -w @waybill/admin` first.');
  process.exit(1);
}

const electronVersion = JSON.parse(
  readFileSync(require.resolve('electron/package.json'), 'utf8'),
).version;
const project = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8'));
// Electron 45 runs Node 22 in the main process and Chromium 140 in the window.
const nodeTarget = 'node22';
const browserTarget = 'chrome140';

rmSync(appDir, { recursive: true, force: true });
mkdirSync(path.join(appDir, 'pages'), { recursive: true });

const shared = { bundle: true, sourcemap: true, logLevel: 'warning', legalComments: 'none' };
await build({
  ...shared,
  entryPoints: [path.join(electronDir, 'main', 'main.ts')],
  outfile: path.join(appDir, 'main.cjs'),
  platform: 'node',
  format: 'cjs',
  target: nodeTarget,
  external: ['electron'],
});
// A sandboxed preload is CommonJS and may require only 'electron': everything else is bundled.
await build({
  ...shared,
  entryPoints: [path.join(electronDir, 'preload', 'preload.ts')],
  outfile: path.join(appDir, 'preload.cjs'),
  platform: 'node',
  format: 'cjs',
  target: browserTarget,
  external: ['electron'],
});
await build({
  ...shared,
  entryPoints: ['connect', 'offline'].map((page) => path.join(electronDir, 'pages', `${page}.ts`)),
  outdir: path.join(appDir, 'pages'),
  platform: 'browser',
  format: 'iife',
  target: browserTarget,
});

for (const file of ['connect.html', 'offline.html', 'pages.css']) {
  cpSync(path.join(electronDir, 'pages', file), path.join(appDir, 'pages', file));
}
const resources = path.join(projectDir, 'build-resources');
cpSync(path.join(resources, 'icon.svg'), path.join(appDir, 'pages', 'icon.svg'));
cpSync(path.join(resources, 'icons', '256x256.png'), path.join(appDir, 'icon.png'));
cpSync(adminDist, path.join(appDir, 'admin'), { recursive: true });

// The packaged app's own package.json: no dependencies, everything is bundled.
writeFileSync(
  path.join(appDir, 'package.json'),
  `${JSON.stringify(
    {
      name: 'waybill-admin',
      productName: 'Waybill Admin',
      version: project.version,
      description: 'The Waybill control panel for office staff.',
      author: { name: 'Waybill', email: 'support@waybill.invalid' },
      license: 'MIT',
      private: true,
      main: 'main.cjs',
    },
    null,
    2,
  )}\n`,
);
console.log(`Staged the app in ${path.relative(process.cwd(), appDir)}`);

if (!bundleOnly) {
  const builder = spawnSync(
    process.execPath,
    [
      require.resolve('electron-builder/cli.js'),
      // electron-builder.yml is read from the project folder; Electron is hoisted to the
      // workspace root, where electron-builder does not look for its version.
      `-c.electronVersion=${electronVersion}`,
      '--publish',
      'never',
      ...args,
    ],
    { cwd: projectDir, stdio: 'inherit' },
  );
  process.exit(builder.status ?? 1);
}
