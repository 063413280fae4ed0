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

it('takes every table from one moment while other connections keep committing', async () => {
  const sourceUrl = await newDatabase();
  const source = await startTestApp({ DATABASE_URL: sourceUrl });
  const archive = path.join(newDir('pg-live'), 'live.tar.gz');
  let committed = 0;
  try {
    let writing = true;
    // Each parcel commits together with its two history entries: a dump that read the tables at
    // different moments would hold parcels without them, or entries without their parcel.
    const writer = (async () => {
      while (writing) {
        await source.dataSource.transaction(async (manager) => {
          const [{ id }] = await manager.query<{ id: number }[]>(
            `INSERT INTO parcels (tracking_code, recipient_name, destination) VALUES ($1, 'Live', 'Accra') RETURNING id`,
            [`WB-LIVE-${committed}`],
          );
          for (const title of ['one', 'two']) {
            await manager.query(
              `INSERT INTO activities (parcel_id, title, description, icon, color) VALUES ($1, $2, '', 'box', 'blue')`,
              [id, title],
            );
          }
        });
        committed += 1;
      }
    })();
    while (committed < 20) await new Promise((resolve) => setImmediate(resolve));
    const { manifest } = await runBackup(
      { dataDir: source.config.dataDir, databaseUrl: sourceUrl },
      archive,
    );
    const atBackupEnd = committed;
    writing = false;
    await writer;
    const rows = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? -1;
    expect(rows('parcels')).toBeGreaterThanOrEqual(20);
    expect(rows('parcels')).toBeLessThanOrEqual(atBackupEnd);
    expect(rows('activities')).toBe(2 * rows('parcels'));
  } finally {
    await source.close();
  }
  // The foreign keys hold on restore, and the codes are those of one unbroken run.
  const target = newDir('pg-live-restored');
  const targetUrl = await newDatabase();
  await restoreArchive(archive, { dataDir: target, databaseUrl: targetUrl });
  const restored = await startTestApp(
    { DATABASE_URL: targetUrl, DATA_DIR: target },
    { keepData: true },
  );
  try {
    const codes = await restored.dataSource.query<{ tracking_code: string }[]>(
      `SELECT tracking_code FROM parcels ORDER BY id`,
    );
    expect(codes.map((row) => row.tracking_code)).toEqual(
      codes.map((_, index) => `WB-LIVE-${index}`),
    );
  } finally {
    await restored.close();
  }
});
