import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, MigrationExecutor, type MigrationInterface } from 'typeorm';
import { databaseOptions } from './database-options.js';
import { ArchiveError, readArchive } from './archive.js';
import { loadTables } from './load-tables.js';
import type { Manifest } from './manifest.js';
import { someTables, sqlOf } from './schema-info.repository.js';
import { filesUnder } from './staged-files.js';

/** The data folder and database a restore or a move writes into. */
export interface Target {
  dataDir: string;
  /** PostgreSQL; unset for the embedded database in dataDir/db. */
  databaseUrl?: string;
}

/** The target holds data: restoring over it would mix two installs. */
export class TargetNotEmptyError extends Error {}

type MigrationClass = new () => MigrationInterface;

/**
 * The code's migrations, by the name TypeORM records for each. Taken from the data source's
 * options (building them for an address opens nothing), as migrations are imported only there.
 */
function knownMigrations(dataDir: string): Map<string, MigrationClass> {
  const classes = (databaseOptions(dataDir, 'postgres://unused').migrations ??
    []) as MigrationClass[];
  return new Map(classes.map((migration) => [new migration().name ?? migration.name, migration]));
}

/** Refuses a target that already holds a database or uploads, before anything is written. */
export async function assertEmptyTarget(target: Target): Promise<void> {
  const where = target.databaseUrl ? path.join(target.dataDir, 'uploads') : target.dataDir;
  const [first] = await filesUnder(where);
  if (first) {
    throw new TargetNotEmptyError(
      `${where} is not empty (it holds ${first}). Restore needs an empty data folder: ` +
        'move this one away or set DATA_DIR to a new folder.',
    );
  }
}

/**
 * Runs the archive's migrations (exactly those it had run, so its rows fit the schema) and loads
 * its rows, all in one transaction: a failure leaves the database as empty as it was. The next
 * start of the server runs the migrations added since.
 */
export async function loadDatabase(
  target: Target,
  manifest: Manifest,
  stagingDir: string,
): Promise<void> {
  const known = knownMigrations(target.dataDir);
  const unknown = manifest.migrations.find((name) => !known.has(name));
  if (unknown) {
    throw new ArchiveError(
      `This backup was made by a newer Waybill (its schema has migration ${unknown}): restore it with that version or newer`,
    );
  }
  const migrations = manifest.migrations.map((name) => known.get(name)!);
  const dataSource = new DataSource({
    ...databaseOptions(target.dataDir, target.databaseUrl),
    migrations,
  });
  await dataSource.initialize();
  try {
    if (target.databaseUrl) {
      const tables = await someTables(dataSource);
      if (tables.length) {
        throw new TargetNotEmptyError(
          `The database is not empty (it has tables: ${tables.map((table) => table.name).join(', ')}). ` +
            'Restore needs an empty database: create one (createdb) and point at it.',
        );
      }
    }
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'none';
      await executor.executePendingMigrations();
      await loadTables(sqlOf(runner), manifest, stagingDir);
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Restores an archive into an empty target: checks the whole archive first (unpacked beside the
 * data, in a folder removed at the end), then the database in one transaction, then the uploads
 * moved into place.
 */
export async function restoreArchive(archive: string, target: Target): Promise<Manifest> {
  const info = await stat(archive).catch(() => null);
  if (!info?.isFile()) throw new ArchiveError(`${archive} is not a file`);
  await assertEmptyTarget(target);
  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const stagingDir = await mkdtemp(path.join(target.dataDir, '.restore-'));
  let databaseWritten = false;
  try {
    const manifest = await readArchive(archive, stagingDir);
    databaseWritten = !target.databaseUrl;
    await loadDatabase(target, manifest, stagingDir);
    databaseWritten = false;
    if (manifest.files.length) {
      await rm(path.join(target.dataDir, 'uploads'), { recursive: true, force: true });
      await rename(path.join(stagingDir, 'uploads'), path.join(target.dataDir, 'uploads'));
    }
    return manifest;
  } catch (error) {
    // The embedded database was created here, in a folder that was empty: leave it empty again.
    if (databaseWritten)
      await rm(path.join(target.dataDir, 'db'), { recursive: true, force: true });
    throw error;
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
