import { existsSync, mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source.js';
import { copyFolder, makeOnceAcrossWorkers, removeFolder } from '../../test-kit/folders.js';

/**
 * Every test file on the embedded database starts on a new one, and running every migration on a
 * new PGlite costs seconds a file. So the first file of a run migrates one database into the
 * run's template folder (WAYBILL_TEST_TEMPLATE, made by global-setup.ts) and each file
 * copies it: its server then starts on a database whose migrations are done, as a new install's
 * is after its first start. The template holds only what the migrations make: the secrets a
 * server generates at its start (app_secrets) are each file's own.
 *
 * Returns false without a template folder (a run without the setup, e.g. one file by hand with
 * another config): the server then migrates the new database itself, as before.
 */
export async function copyMigratedDatabase(dataDir: string): Promise<boolean> {
  const template = process.env.WAYBILL_TEST_TEMPLATE;
  if (!template) return false;
  const templateDb = path.join(template, 'db');
  if (!existsSync(templateDb)) await migrateOnce(template);
  copyFolder(templateDb, path.join(dataDir, 'db'));
  return true;
}

/** How long a worker waits for another's template before giving up (a migration takes seconds). */
const TEMPLATE_WAIT_MS = 180_000;

/**
 * The first worker to get here migrates; the others wait for its template instead of migrating
 * one each at the same time on the same two cores.
 */
async function migrateOnce(template: string): Promise<void> {
  await makeOnceAcrossWorkers(
    template,
    path.join(template, 'db'),
    'migrated template',
    TEMPLATE_WAIT_MS,
    () => migrateTemplate(template),
  );
}

/**
 * Migrates a new database in a folder of its own, then moves it into the template in one rename,
 * so a waiting worker never copies a half-made template.
 */
async function migrateTemplate(template: string): Promise<void> {
  mkdirSync(template, { recursive: true });
  const staging = mkdtempSync(`${template}.building-`);
  try {
    const dataSource = new DataSource(
      dataSourceOptions({
        dataDir: staging,
        uploadsDir: path.join(staging, 'uploads', 'images'),
        databaseUrl: undefined,
      }),
    );
    await dataSource.initialize(); // migrationsRun: every migration, as a server's first start
    await dataSource.destroy();
    try {
      renameSync(path.join(staging, 'db'), path.join(template, 'db'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    removeFolder(staging);
  }
}
