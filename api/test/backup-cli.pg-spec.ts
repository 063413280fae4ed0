import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getHealth, getPage, signUp } from '@waybill/shared';
import { WaybillProcess } from './fault/waybill-process.js';
import { ADMIN } from './harness.js';
import { workDatabases, workFolders } from './backup-kit.js';

/**
 * The commands as an operator runs them (`npm run backup`, `restore`, `db:to-postgres` are these
 * scripts) against the real built server (docs/architecture.md §11): the backup is taken while it
 * serves, the move waits for it to stop, and no address with its password is ever printed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'api/dist/backup/cli.js');
const run = promisify(execFile);
const newDir = workFolders();
const newDatabase = workDatabases();

beforeAll(() => {
  if (existsSync(CLI) && existsSync(path.join(ROOT, 'shared/dist/index.js'))) return;
  for (const workspace of ['@waybill/shared', '@waybill/api']) {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  }
});

/** The command's exit code and output, never throwing. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

it('backs up a running server on the embedded database, restores it, and moves it once stopped', async () => {
  const dataDir = newDir('served');
  const server = await WaybillProcess.start({ DATA_DIR: dataDir });
  const archive = path.join(newDir('archives'), 'served.tar.gz');
  const secretUrl = `${(await newDatabase()).replace('postgres@', 'postgres:s3cret-pass@')}`;
  try {
    const created = await fetch(`${server.origin}${signUp.path({})}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(created.status).toBe(201);
    // Visitors keep being answered while the backup is written.
    let answered = 0;
    let failed = 0;
    let writing = true;
    const visitors = (async () => {
      while (writing) {
        const response = await fetch(`${server.origin}${getHealth.path({})}`);
        if (response.ok) answered += 1;
        else failed += 1;
      }
    })();
    const backup = await cli(['backup', '--out', archive], { DATA_DIR: dataDir });
    writing = false;
    await visitors;
    expect(backup).toEqual({
      code: 0,
      stdout: expect.stringMatching(
        /^Backup written to .*served\.tar\.gz \(by the running server\): \d+ tables, \d+ rows, \d+ files, schema at \w+\.\n$/,
      ),
      stderr: '',
    });
    expect([answered > 0, failed]).toEqual([true, 0]);

    const moving = await cli(['to-postgres', '--to', secretUrl], { DATA_DIR: dataDir });
    expect(moving.code).toBe(1);
    expect(moving.stderr).toMatch(/is in use by another Waybill process/);
    expect(`${moving.stdout}${moving.stderr}`).not.toContain('s3cret-pass');
    expect(server.alive).toBe(true);
  } finally {
    await server.stop();
  }

  const restoredDir = newDir('restored');
  const refused = await cli(['restore', archive], { DATA_DIR: dataDir });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/is not empty .* Restore needs an empty data folder/);
  const restored = await cli(['restore', archive], { DATA_DIR: restoredDir });
  expect(restored).toEqual({
    code: 0,
    stdout: expect.stringMatching(/^Restored into .*: \d+ tables/),
    stderr: '',
  });
  const again = await WaybillProcess.start({ DATA_DIR: restoredDir });
  try {
    const about = await fetch(`${again.origin}${getPage.path({ slug: 'about-us' })}`);
    expect(about.status).toBe(200);
    const signUpAgain = await fetch(`${again.origin}${signUp.path({})}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'other@example.com', password: 'another-long-password' }),
    });
    expect(signUpAgain.status).toBe(409); // the restored owner exists
  } finally {
    await again.stop();
  }

  const moved = await cli(['to-postgres', '--to', secretUrl], { DATA_DIR: dataDir });
  expect(moved).toEqual({
    code: 0,
    stdout: expect.stringMatching(/^Moved to PostgreSQL: \d+ tables/),
    stderr: '',
  });
  expect(moved.stdout).not.toContain('s3cret-pass');
  const usage = await cli(['to-postgres', '--to', 'mysql://root:s3cret-pass@h/d'], {
    DATA_DIR: dataDir,
  });
  expect(usage.code).toBe(1);
  expect(usage.stderr).toMatch(/--to must be a postgres:\/\/ address\nUsage:/);
  expect(usage.stderr).not.toContain('s3cret-pass');
});
