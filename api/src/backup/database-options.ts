import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../core/database/data-source.js';

/**
 * The server's data source options for a data folder and an optional PostgreSQL address, with
 * the uploads folder where the server keeps it (a migration reads it), never running migrations
 * by itself: a backup leaves the schema as it is, a restore runs exactly the archive's.
 */
export function databaseOptions(
  dataDir: string,
  databaseUrl: string | undefined,
): DataSourceOptions {
  return {
    ...dataSourceOptions({
      dataDir,
      databaseUrl,
      uploadsDir: path.join(dataDir, 'uploads', 'images'),
    }),
    migrationsRun: false,
  };
}
