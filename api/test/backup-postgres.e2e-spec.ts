import path from 'node:path';
import { runBackup } from '../src/backup/backup-command.js';
import { restoreArchive } from '../src/backup/restore.js';
import { startTestApp } from './harness.js';
import {
  expectServerOn,
  seedEverything,
  type Snapshot,
  snapshotOf,
  workDatabases,
  workFolders,
} from './backup-kit.js';

/**
 * Backup and restore on PostgreSQL (docs/architecture.md §11), on databases of their own at
 * 127.0.0.1:5432 (BACKUP_TEST_POSTGRES), dropped at the end.
 */
const newDir = workFolders();
const newDatabase = workDatabases();

it('backs up from one snapshot while the server runs and restores into an empty database, refusing one with tables', async () => {
  const sourceUrl = await newDatabase();
  const source = await startTestApp({ DATABASE_URL: sourceUrl });
  let before: Snapshot;
  const archive = path.join(newDir('pg-out'), 'pg.tar.gz');
  try {
    await seedEverything(source);
    before = await snapshotOf(source);
    const { manifest, via } = await runBackup(
      { dataDir: source.config.dataDir, databaseUrl: sourceUrl },
      archive,
    );
    expect([via, manifest.source]).toEqual(['direct', 'postgresql']);
    for (const table of manifest.tables) expect(table.rows).toBe(before.tables[table.name].length);
    await expect(
      restoreArchive(archive, { dataDir: newDir('pg-busy'), databaseUrl: sourceUrl }),
    ).rejects.toThrow(
      /The database is not empty \(it has tables: .*\)\. Restore needs an empty database/,
    );
    expect(await snapshotOf(source)).toEqual(before);
  } finally {
    await source.close();
  }
  const targetUrl = await newDatabase();
  const target = newDir('pg-restored');
  await restoreArchive(archive, { dataDir: target, databaseUrl: targetUrl });
  await expectServerOn({ DATABASE_URL: targetUrl, DATA_DIR: target }, before);
});
