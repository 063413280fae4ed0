import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The integration run's global set-up: a template folder for the run, where the first test file
 * on the embedded database leaves a migrated one for the others to copy (pglite-template.ts),
 * set in the environment before Vitest forks its workers, which inherit it.
 *
 * On PostgreSQL (TEST_DATABASE_URL, CI's second pass) each worker gets a database of its own,
 * named after the given one with the worker's number (…_w1, …_w2), made new here and dropped at
 * the end: the files run side by side as on PGlite, and a file's reset empties only its worker's
 * tables. The files of one worker share its database one after the other.
 *
 * The files that start the compiled server in a process of their own share one compile of it
 * (compiled-server.ts): its folder is named here (WAYBILL_TEST_BUILD), made by the first file
 * that needs it and removed at the end.
 *
 * Each project of the run (vitest.integration.config.ts) calls this; the first makes them and
 * removes them at the end, for all.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.WAYBILL_TEST_SETUP_BY) return undefined;
  process.env.WAYBILL_TEST_SETUP_BY = project.name;
  const template = mkdtempSync(path.join(tmpdir(), 'waybill-test-template-'));
  process.env.WAYBILL_TEST_TEMPLATE = template;
  // Inside node_modules, so the compiled server finds its dependencies.
  const cache = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const build = mkdtempSync(path.join(cache, 'waybill-test-build-'));
  process.env.WAYBILL_TEST_BUILD = build;
  const given = process.env.TEST_DATABASE_URL;
  const names = given
    ? Array.from(
        { length: Math.max(1, project.config.maxWorkers ?? 1) },
        (_, i) => `${databaseName(given)}_w${i + 1}`,
      )
    : [];
  if (given) {
    await onServerOf(given, async (client) => {
      for (const name of names) {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      }
    });
    process.env.WAYBILL_TEST_DATABASES = names.join(',');
  }
  return async () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
    if (given) {
      await onServerOf(given, async (client) => {
        for (const name of names)
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
    delete process.env.WAYBILL_TEST_SETUP_BY;
  };
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`TEST_DATABASE_URL must name a database of lowercase letters, digits and _`);
  }
  return name;
}

/** Runs `work` connected to the given database's server (its postgres database). */
async function onServerOf(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
