import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Copying and removing the test databases' folders (about a thousand files each, one or two per
 * started server). Node 20's recursive `cpSync` and `rmSync` walk the tree in JavaScript: removing
 * one such folder took 1.7–2.8 s against 0.2 s for `rm -rf` on the 2-core machine, a few seconds
 * for every server the tests start. Where the system's `cp` and `rm` exist they do it; elsewhere
 * (Windows) Node's own functions.
 */
const POSIX = process.platform !== 'win32';

/** Copies the folder `from` (which must exist) to `to`, which must not exist yet. */
export function copyFolder(from: string, to: string): void {
  if (POSIX) execFileSync('cp', ['-R', from, to], { stdio: 'ignore' });
  else cpSync(from, to, { recursive: true });
}

/** Removes a folder and all it holds; nothing happens when it is not there. */
export function removeFolder(folder: string): void {
  if (POSIX) execFileSync('rm', ['-rf', '--', folder], { stdio: 'ignore' });
  else rmSync(folder, { recursive: true, force: true });
}

/**
 * Makes `result` (a path inside `folder`) once for all the test workers: the first to get here
 * runs `make`, which must create `result` in one step (a rename); the others wait for it instead
 * of doing the same work at the same time on the same cores (a `mkdir` succeeds for one only).
 * A failure is written down, so waiting workers fail with it instead of waiting it out.
 */
export async function makeOnceAcrossWorkers(
  folder: string,
  result: string,
  what: string,
  waitMs: number,
  make: () => Promise<void> | void,
): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const failure = path.join(folder, 'failed');
  try {
    mkdirSync(path.join(folder, 'making'));
  } catch {
    const deadline = Date.now() + waitMs;
    while (!existsSync(result)) {
      if (existsSync(failure)) throw new Error(readFileSync(failure, 'utf8'));
      if (Date.now() > deadline) throw new Error(`No ${what} in ${folder} yet`);
      await delay(100);
    }
    return;
  }
  try {
    await make();
  } catch (error) {
    writeFileSync(failure, `Making the ${what} failed in another worker: ${String(error)}`);
    throw error;
  }
}
