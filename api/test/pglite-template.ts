import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source.js';

/**
 * Every test file on the embedded database starts on a new one, and running every migration on a
 * new PGlite costs seconds a file. So the first file of a run migrates one database into the
 * run's template folder (WAYBILL_TEST_TEMPLATE, made by global-setup.config.js) and each file
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
  if (!existsSync(templateDb)) await migrateTemplate(template);
  cpSync(templateDb, path.join(dataDir, 'db'), { recursive: true });
  return true;
}

/**
 * Migrates a new database in a folder of its own, then moves it into the template in one rename:
 * with two jest workers both may build one at first, and the second rename fails harmlessly, so
 * no file ever copies a half-made template.
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
    rmSync(staging, { recursive: true, force: true });
  }
}
