import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { dumpTable } from './dump-tables.js';
import { ARCHIVE_FORMAT, FORMAT_VERSION, type Manifest, MANIFEST_NAME } from './manifest.js';
import {
  ident,
  migrationsRun,
  sequenceNames,
  sqlOf,
  tablesInDependencyOrder,
} from './schema-info.repository.js';
import { digestFile, filesUnder, stageFiles } from './staged-files.js';

export interface StageOptions {
  dataSource: DataSource;
  source: Manifest['source'];
  /** DATA_DIR/uploads, or null to leave the files out (the move to PostgreSQL keeps them in place). */
  uploadsDir: string | null;
  /** An empty folder, on the same file system as the uploads where possible (hard links). */
  stagingDir: string;
}

/**
 * Writes into `stagingDir` one consistent copy: every table as of one snapshot (a REPEATABLE READ,
 * read-only transaction) and the uploads, then manifest.json describing them.
 *
 * Uploads are named by their content and never change, only appear and go. They are staged once
 * before the snapshot and once more right after it is taken: a picture a snapshot row names was
 * there at one of the two moments, unless its record dropped it in the instant between the
 * snapshot and the second pass (docs/architecture.md §11). On the embedded database nothing can
 * commit while the snapshot holds its one connection, so there the copy is exact.
 */
export async function stageBackup(options: StageOptions): Promise<Manifest> {
  const { dataSource, stagingDir, uploadsDir } = options;
  const stagedUploads = path.join(stagingDir, 'uploads');
  await mkdir(path.join(stagingDir, 'tables'), { recursive: true, mode: 0o700 });
  if (uploadsDir) await stageFiles(uploadsDir, stagedUploads);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    format_version: FORMAT_VERSION,
    created_at: new Date().toISOString(),
    source: options.source,
    migrations: [],
    tables: [],
    sequences: [],
    files: [],
  };
  try {
    await runner.startTransaction('REPEATABLE READ');
    const sql = sqlOf(runner);
    await sql('SET TRANSACTION READ ONLY');
    manifest.migrations = await migrationsRun(sql); // takes the snapshot
    if (uploadsDir) await stageFiles(uploadsDir, stagedUploads);
    for (const table of await tablesInDependencyOrder(sql)) {
      manifest.tables.push(await dumpTable(sql, table, stagingDir));
    }
    for (const name of await sequenceNames(sql)) {
      const [state] = await sql<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
      );
      manifest.sequences.push({ name, last_value: state.last_value, is_called: state.is_called });
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
  for (const relative of await filesUnder(stagedUploads)) {
    manifest.files.push({
      path: `uploads/${relative}`,
      ...(await digestFile(path.join(stagedUploads, relative))),
    });
  }
  await writeFile(path.join(stagingDir, MANIFEST_NAME), JSON.stringify(manifest, null, 1), {
    mode: 0o600,
  });
  return manifest;
}
