import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { writeArchive } from './archive.js';
import type { Manifest } from './manifest.js';
import { stageBackup } from './stage-backup.js';

/** The staging folders' names in DATA_DIR (a crashed run's are removed at the server's start). */
export const STAGING_PREFIX = '.backup-';

/**
 * One backup of `dataSource` and DATA_DIR/uploads, written to `output` as an archive. Staged first
 * in a private folder inside DATA_DIR (the uploads hard-linked from the same file system), removed
 * at the end.
 */
export async function writeBackup(
  dataSource: DataSource,
  options: { dataDir: string; source: Manifest['source'] },
  output: Writable,
): Promise<Manifest> {
  mkdirSync(options.dataDir, { recursive: true });
  const stagingDir = await mkdtemp(path.join(options.dataDir, STAGING_PREFIX));
  let manifest: Manifest;
  try {
    manifest = await stageBackup({
      dataSource,
      source: options.source,
      uploadsDir: path.join(options.dataDir, 'uploads'),
      stagingDir,
    });
    await writeArchive(stagingDir, manifest, output, { end: false });
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
  // Ended only now, so whoever waits for the end finds the staged copy gone.
  output.end();
  await finished(output, { readable: false });
  return manifest;
}
