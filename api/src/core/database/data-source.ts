import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { lockDataDir } from './data-dir-lock.js';
import { MIGRATIONS } from './migrations/index.js';
import { PGlitePool } from './pglite-pool.js';

/** A `date` is a calendar day: keep it as 'YYYY-MM-DD' text, never a Date a time zone can shift. */
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/**
 * PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite in DATA_DIR/db, so a new
 * install needs no database server. The schema comes from migrations, run at start.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // Errors surface as exceptions (logged without their parameters, which may hold secrets).
    logging: false,
  };
  if (config.databaseUrl) {
    return { ...common, url: config.databaseUrl, poolSize: 10 };
  }
  return { ...common, driver: pgliteDriver(config.dataDir), poolSize: 1 };
}

/**
 * The module shape TypeORM's postgres driver expects from `pg`: a Pool class, here over PGlite in
 * DATA_DIR/db. The folder stays locked to this process until the pool is closed.
 */
export function pgliteDriver(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const dbDir = path.join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const db = new PGlite(dbDir, {
    parsers: { [DATE_OID]: (value: string) => value },
    extensions: { pg_trgm },
  });
  return {
    Pool: class extends PGlitePool {
      constructor() {
        super(db, unlock);
      }
    },
  };
}
