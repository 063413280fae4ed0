import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database-options.js';
import type { Manifest } from './manifest.js';
import { loadDatabase } from './restore.js';
import { stageBackup } from './stage-backup.js';

/**
 * `npm run db:to-postgres -- --to postgres://…`: the embedded database's rows into an empty
 * PostgreSQL database (schema by the migrations, rows, sequences, one transaction: restore.ts).
 * The embedded database is opened here, so the server must be stopped (its lock says so
 * otherwise); it is left as it was. The uploads stay in DATA_DIR/uploads, where the server reads
 * them on PostgreSQL too.
 */
export async function moveToPostgres(dataDir: string, databaseUrl: string): Promise<Manifest> {
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no embedded database to move (set DATA_DIR)`);
  }
  const stagingDir = await mkdtemp(path.join(dataDir, '.move-'));
  try {
    const source = new DataSource(databaseOptions(dataDir, undefined));
    await source.initialize();
    let manifest: Manifest;
    try {
      manifest = await stageBackup({
        dataSource: source,
        source: 'embedded',
        uploadsDir: null,
        stagingDir,
      });
    } finally {
      await source.destroy();
    }
    await loadDatabase({ dataDir, databaseUrl }, manifest, stagingDir);
    return manifest;
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
