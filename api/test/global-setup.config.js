// Jest globalSetup of the integration tests (a default export, as Jest reads it): a template
// folder for the run, where the first test file on the embedded database leaves a migrated one
// for the others to copy (pglite-template.ts). Set in the environment before the workers start,
// so every file of the run sees the same one. Plain JavaScript: Jest loads it untransformed.
//
// On PostgreSQL (TEST_DATABASE_URL, CI's second pass) each worker gets a database of its own,
// named after the given one with the worker's number (…_w1, …_w2), made new here and dropped in
// the teardown: the files run side by side as on PGlite, and a file's reset truncates only its
// worker's tables. The files of one worker share its database one after the other.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function setup(globalConfig) {
  process.env.WAYBILL_TEST_TEMPLATE = mkdtempSync(path.join(tmpdir(), 'waybill-test-template-'));
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return;
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const names = Array.from({ length: workers }, (_, i) => `${databaseName(given)}_w${i + 1}`);
  await onServerOf(given, async (client) => {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  });
  process.env.WAYBILL_TEST_DATABASES = names.join(',');
}

export function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`TEST_DATABASE_URL must name a database of lowercase letters, digits and _`);
  }
  return name;
}

/** Runs `work` connected to the given database's server (its postgres database). */
export async function onServerOf(url, work) {
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
