import { moveToPostgres } from '../src/backup/move-command.js';
import { startTestApp } from './harness.js';
import {
  EMBEDDED,
  expectServerOn,
  seedEverything,
  type Snapshot,
  snapshotOf,
  workDatabases,
  workFolders,
} from './backup-kit.js';

/**
 * The move from the embedded database to PostgreSQL (docs/architecture.md §11): every table
 * alike after it, the audit chain still whole, the uploads where they were.
 */
const newDir = workFolders();
const newDatabase = workDatabases();

it('moves the embedded database into an empty PostgreSQL database, table by table', async () => {
  const dataDir = newDir('move');
  const source = await startTestApp({ ...EMBEDDED, DATA_DIR: dataDir }, { keepData: true });
  let before: Snapshot;
  try {
    await source.reset();
    await seedEverything(source);
    before = await snapshotOf(source);
  } finally {
    await source.close();
  }
  const busyUrl = await newDatabase();
  const busy = await startTestApp(
    { DATABASE_URL: busyUrl, DATA_DIR: newDir('busy') },
    { keepData: true },
  );
  await busy.close();
  await expect(moveToPostgres(dataDir, busyUrl)).rejects.toThrow(/The database is not empty/);
  await expect(moveToPostgres(newDir('nothing'), busyUrl)).rejects.toThrow(
    /holds no embedded database to move/,
  );

  const targetUrl = await newDatabase();
  const manifest = await moveToPostgres(dataDir, targetUrl);
  expect(manifest.tables.find((table) => table.name === 'audit_log')?.rows).toBe(
    before.tables.audit_log.length,
  );
  expect(manifest.files).toEqual([]);
  await expectServerOn({ DATABASE_URL: targetUrl, DATA_DIR: dataDir }, before);
});
