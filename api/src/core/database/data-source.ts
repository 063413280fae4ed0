import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrationsFor } from './migrations/index.js';
import { PGlitePool } from './pglite-pool.js';

/** A `date` is a calendar day: keep it as 'YYYY-MM-DD' text, never a Date a time zone can shift. */
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/**
 * `bytea` on the embedded database as `pg` has it (a Buffer, hex text on the wire) through
 * Buffer's own hex codec: PGlite's built-in one maps every byte through a string of its own, which
 * made a 1 MB import file (parcel_imports.file) cost seconds to store and to read back.
 */
const BYTEA_OID = 17;
export const BYTEA_HEX = {
  parse: (value: string) => Buffer.from(value.slice(2), 'hex'),
  serialize: (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return '\\x' + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
  },
};

/**
 * PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite in DATA_DIR/db, so a new
 * install needs no database server. The schema comes from migrations, run at start.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'uploadsDir'>,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: migrationsFor(config.uploadsDir),
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // Errors surface as exceptions (logged without their parameters, which may hold secrets).
    logging: false,
  };
  if (config.databaseUrl) {
    return {
      ...common,
      url: config.databaseUrl,
      driver: resilientPg,
      poolSize: 10,
      // While the server is away a call fails within this time (a 503) instead of hanging.
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
    };
  }
  return { ...common, driver: pgliteDriver(config.dataDir), poolSize: 1 };
}

/** How long a call waits for a pooled connection (a new one, or a free one under load). */
export const CONNECT_TIMEOUT_MS = 5_000;

const logger = new Logger('Database');

function logPoolError(error: Error): void {
  logger.warn(
    { err: { message: error.message, code: (error as { code?: string }).code } },
    'A pooled database connection failed; it is closed and will be replaced',
  );
}

/**
 * `pg`'s pool, made safe for a database that goes away under load. A pooled connection that
 * loses its server (`pg_ctl stop`: "terminating connection due to administrator command",
 * 57P01) emits 'error'. The pool listens while the connection is idle and TypeORM while a query
 * runner holds it, but not in between: TypeORM attaches its listener a few ticks after the pool
 * hands the connection over, and an 'error' without a listener ends the process. Here every
 * connection has its own listener for life, from the moment it connects. The connection is then
 * marked unusable: its next query fails (a 503) and the pool closes it when it comes back, so
 * only fresh connections are lent once the server is back. The pool's own 'error' (an idle
 * connection lost) is logged from construction (TypeORM's own handler logs nothing, as its
 * logging is off).
 */
export class ResilientPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => client.on('error', ignoreClientError));
    this.on('error', logPoolError);
  }
}

/** Reported by the pool (idle connection) or by the query that was using the connection. */
function ignoreClientError(): void {}

/** The `pg` module TypeORM's postgres driver is given: `pg` itself, with ResilientPool. */
export const resilientPg: typeof pg = Object.create(pg, { Pool: { value: ResilientPool } });

/**
 * The embedded server's memory: PostgreSQL's own buffer cache lives in PGlite's WebAssembly
 * memory, which is all touched at start and never given back, so the default 128MB would be that
 * much more resident memory for good. The data files are read through the operating system, whose
 * page cache already keeps what is read often (shared with nothing else of ours, and given back
 * under pressure); 16MB of PostgreSQL's own is plenty for one connection (README, Operations).
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/**
 * V8 first runs WebAssembly as quickly compiled code and recompiles a function into optimised
 * code once it has run long enough (its budget). With the default budget, starting PostgreSQL
 * alone makes V8 optimise thousands of PGlite's functions that never run again: about half of the
 * embedded database's start in CPU time and 30 MB of code kept. A budget 50 times larger leaves
 * that to what really runs often (queries under load, the password hashes' loops).
 */
const WASM_TIERING = '--wasm-tiering-budget=100000000';

/**
 * The module shape TypeORM's postgres driver expects from `pg`: a Pool class, here over PGlite in
 * DATA_DIR/db. The folder stays locked to this process until the pool is closed.
 */
export function pgliteDriver(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const dbDir = path.join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  v8.setFlagsFromString(WASM_TIERING);
  const db = new PGlite(dbDir, {
    parsers: { [DATE_OID]: (value: string) => value, [BYTEA_OID]: BYTEA_HEX.parse },
    serializers: { [BYTEA_OID]: BYTEA_HEX.serialize },
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s])],
  });
  return {
    Pool: class extends PGlitePool {
      constructor() {
        super(db, unlock);
      }
    },
  };
}
