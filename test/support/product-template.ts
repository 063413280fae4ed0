import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { copyFolder } from '../../test-kit/folders.js';

/** Where the run's migrated database is (set by global-setup.config.ts, read in the workers). */
const TEMPLATE_ENV = 'WAYBILL_E2E_TEMPLATE';

/** The part of the built API's database module used here (api/dist has no type declarations). */
interface DatabaseModule {
  dataSourceOptions(config: {
    databaseUrl: undefined;
    dataDir: string;
    uploadsDir: string;
  }): DataSourceOptions;
}

/**
 * Every product the browser tests start is a new install, and a new embedded database runs every
 * migration at its first start, which costs seconds of a 2-core machine each time. So the run
 * migrates one database with the built API's own code (the migrations `npm start` runs) into a
 * template folder, and each product's data folder starts with a copy. It holds only what the
 * migrations make: the secrets a server generates at its first start are each product's own.
 * Returns the folder to remove at the end of the run.
 */
export async function migrateTemplate(root: string): Promise<string> {
  const template = mkdtempSync(path.join(tmpdir(), 'waybill-e2e-template-'));
  const dist = (file: string) => pathToFileURL(path.join(root, 'api', 'dist', file)).href;
  const { dataSourceOptions } = (await import(
    dist('core/database/data-source.js')
  )) as DatabaseModule;
  const dataSource = new DataSource(
    dataSourceOptions({
      databaseUrl: undefined,
      dataDir: template,
      uploadsDir: path.join(template, 'uploads', 'images'),
    }),
  );
  await dataSource.initialize(); // migrationsRun: every migration, as a first start
  await dataSource.destroy();
  rmSync(path.join(template, 'uploads'), { recursive: true, force: true });
  process.env[TEMPLATE_ENV] = template;
  return template;
}

/** Fills a new data folder with the run's migrated database, when the run made one. */
export function copyTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  mkdirSync(dataDir, { recursive: true });
  copyFolder(path.join(template, 'db'), path.join(dataDir, 'db'));
}
