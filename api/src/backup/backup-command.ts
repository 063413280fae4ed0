import { existsSync, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database-options.js';
import { readArchive } from './archive.js';
import { controlSocketPath, isNobodyListening, requestBackup } from './control-socket.js';
import type { Manifest } from './manifest.js';
import { writeBackup } from './write-backup.js';

export interface BackupSource {
  dataDir: string;
  databaseUrl?: string;
}

export interface BackupResult {
  manifest: Manifest;
  /** Who read the database: the running server (embedded) or this process. */
  via: 'server' | 'direct';
}

/** `waybill-backup-2026-11-26T21-05-00Z.tar.gz` in the current folder. */
export function defaultArchiveName(now: Date = new Date()): string {
  return `waybill-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/**
 * `npm run backup`: one archive of the database and DATA_DIR/uploads, written as `<out>.partial`,
 * read back and checked against its manifest, then renamed to `out`, so a file with the final
 * name is always a whole backup.
 *
 * - PostgreSQL: read here, in one snapshot, whether servers run or not.
 * - Embedded, server running: the server writes it (control-socket.ts), as only it can open PGlite.
 * - Embedded, no server: opened here, with the data folder locked so none starts meanwhile.
 */
export async function runBackup(source: BackupSource, out: string): Promise<BackupResult> {
  const partial = `${out}.partial`;
  try {
    const output = createWriteStream(partial, { mode: 0o600 });
    let via: BackupResult['via'] = 'direct';
    if (source.databaseUrl) await backupDirectly(source, 'postgresql', output);
    else {
      via = await requestBackup(controlSocketPath(source.dataDir), output).then(
        () => 'server' as const,
        (error: unknown) => {
          if (isNobodyListening(error)) return 'direct' as const;
          throw error;
        },
      );
      if (via === 'direct') {
        if (!existsSync(path.join(source.dataDir, 'db', 'PG_VERSION'))) {
          throw new Error(
            `${source.dataDir} holds no database to back up (set DATA_DIR, or DATABASE_URL)`,
          );
        }
        await backupDirectly(source, 'embedded', output);
      }
    }
    const manifest = await readArchive(partial);
    await rename(partial, out);
    return { manifest, via };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backupDirectly(
  source: BackupSource,
  kind: Manifest['source'],
  output: Writable,
): Promise<void> {
  const dataSource = new DataSource(databaseOptions(source.dataDir, source.databaseUrl));
  await dataSource.initialize();
  try {
    await writeBackup(dataSource, { dataDir: source.dataDir, source: kind }, output);
  } finally {
    await dataSource.destroy();
  }
}
