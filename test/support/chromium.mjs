// Finds the Chromium the browser tests (test/playwright.config.ts) and `npm run bench:web` run.
// Plain JavaScript so that both the TypeScript tests and the benchmarks import this one file.
//
//   1. CHROMIUM_PATH, when set (an error when it points nowhere);
//   2. the machine's Chromium: /usr/bin/chromium, `chromium` or `chromium-browser` on PATH;
//   3. the Chromium npm installs: @sparticuz/chromium (a devDependency of @waybill/e2e) ships a
//      headless Chromium for Linux x64 as brotli archives, with the few libraries it links
//      (libnss3, libnspr4, libexpat) and a font. The first call unpacks them once per package
//      version into node_modules/.cache/waybill-chromium/<version>/ (about 230 MB, 2 to 10 s)
//      and returns the `run-chromium` launcher written there, which runs the binary with those
//      libraries, so the machine needs none of them installed.
import { execFileSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', 'chromium', 'chromium-browser'];

/**
 * The Chromium executable to launch: CHROMIUM_PATH, else the machine's, else @sparticuz/chromium's.
 * @returns {string}
 */
export function chromiumPath() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH is ${override}: no such file`);
    return override;
  }
  for (const name of SYSTEM_CHROMIUM) {
    const found = onPath(name);
    if (found) return found;
  }
  return npmChromium();
}

/**
 * An executable file: `name` itself when it is a path, else the first match on PATH.
 * @param {string} name
 */
function onPath(name) {
  const dirs = name.includes('/') ? [''] : (process.env.PATH ?? '').split(path.delimiter);
  for (const dir of dirs) {
    const file = dir ? path.join(dir, name) : name;
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** @sparticuz/chromium's binary, unpacked on first use; its launcher's path. */
function npmChromium() {
  let entry;
  try {
    entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  } catch {
    throw new Error(
      'Chromium not found: run `npm install` (it brings @sparticuz/chromium), ' +
        'install a chromium package, or set CHROMIUM_PATH',
    );
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `@sparticuz/chromium is for Linux x64 only: on ${process.platform} ${process.arch} ` +
        'install a chromium package or set CHROMIUM_PATH',
    );
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const cacheDir = path.resolve(packageDir, '..', '..', '.cache', 'waybill-chromium');
  const target = path.join(cacheDir, version);
  const launcher = path.join(target, 'run-chromium');
  // The directory appears by one rename, complete; a half-unpacked one never has this name.
  if (existsSync(launcher)) return launcher;

  const staging = path.join(cacheDir, `.${version}-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    unpack(entry, path.join(packageDir, 'bin'), staging);
    writeLauncher(staging, target);
    try {
      renameSync(staging, target);
    } catch (error) {
      // Another process (a Playwright worker, a second run) unpacked it first: use that one.
      if (!existsSync(launcher)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return launcher;
}

/**
 * Unpacks the binary (`chromium`), its graphics libraries (beside it, where it looks for them),
 * its fonts (`fonts/`) and its shared libraries (`al2023/lib/`) into `dir`, with the package's own
 * code: that unpacks into the temporary directory, which a child Node process is told is `dir`.
 * @param {string} entry the package's main module
 * @param {string} bin the package's folder of archives
 * @param {string} dir
 */
function unpack(entry, bin, dir) {
  const script = `
    const [entry, bin] = process.argv.slice(1);
    const { default: Chromium, inflate } = await import(entry);
    const binary = await Chromium.executablePath(bin);
    if (binary !== process.env.TMPDIR + '/chromium') throw new Error('unpacked to ' + binary);
    await inflate(bin + '/al2023.tar.br');`;
  execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', script, pathToFileURL(entry).href, bin],
    { env: { ...process.env, TMPDIR: dir }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * The `run-chromium` launcher: the binary with the package's libraries (built for Amazon Linux 2023,
 * they also run on newer glibc systems such as Debian 12), and its font (Open Sans) only where
 * the machine has no fontconfig set-up, so the machine's fonts (for Persian and Arabic too) win.
 * @param {string} dir where the files are now
 * @param {string} target where they will be: the paths written into the files
 */
function writeLauncher(dir, target) {
  writeFileSync(
    path.join(dir, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${target}/fonts/fonts</dir>
  <cachedir>${target}/fonts/cache</cachedir>
</fontconfig>
`,
  );
  writeFileSync(
    path.join(dir, 'run-chromium'),
    `#!/bin/sh
# Written by test/support/chromium.mjs: @sparticuz/chromium's Chromium with its own libraries.
export LD_LIBRARY_PATH="${target}/al2023/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ -z "\${FONTCONFIG_PATH:-}\${FONTCONFIG_FILE:-}" ] && [ ! -e /etc/fonts/fonts.conf ]; then
  export FONTCONFIG_PATH="${target}/fonts"
fi
exec "${target}/chromium" "$@"
`,
    { mode: 0o755 },
  );
}
