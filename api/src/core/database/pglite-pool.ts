import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';

/**
 * A `pg`-style pool over one embedded PGlite database, for TypeORM's postgres driver.
 *
 * PGlite is a single connection, so the pool hands it out to one borrower at a time: a
 * transaction keeps it until released, and every other query waits its turn. (Queries that
 * belong to a transaction must run through that transaction's EntityManager, or they wait
 * for a connection that the transaction itself is holding.)
 */
export class PGlitePool extends EventEmitter {
  private queue: Promise<void> = Promise.resolve();
  /** Borrowers waiting for the connection, and whether it is lent (for /metrics). */
  private waiting = 0;
  private lent = false;

  /** Shaped like pg's Pool figures: one connection, lent or idle, and who waits for it. */
  get figures(): { total: number; inUse: number; idle: number; waiting: number } {
    return { total: 1, inUse: this.lent ? 1 : 0, idle: this.lent ? 0 : 1, waiting: this.waiting };
  }

  constructor(
    private readonly db: PGlite,
    private readonly onClosed: () => void = () => undefined,
  ) {
    super();
  }

  connect(
    callback: (error: Error | null, client: PGliteClient | null, release: () => void) => void,
  ): void {
    this.acquire().then(
      (release) => callback(null, new PGliteClient(this.db), release),
      (error: Error) => callback(error, null, () => undefined),
    );
  }

  /** Like pg's Pool.query: SQL with parameters, or a {text, values} config (a name is ignored). */
  async query(
    sql: string | { text: string; values?: unknown[] },
    parameters?: unknown[],
  ): Promise<PgResult> {
    const [text, values] = typeof sql === 'string' ? [sql, parameters] : [sql.text, sql.values];
    const release = await this.acquire();
    try {
      return await new PGliteClient(this.db).query(text, values);
    } finally {
      release();
    }
  }

  end(callback?: (error: Error | null) => void): void {
    this.db.close().then(
      () => {
        this.onClosed();
        callback?.(null);
      },
      (error: Error) => callback?.(error),
    );
  }

  /** Resolves once the connection is free; the returned function frees it (once). */
  private acquire(): Promise<() => void> {
    let free!: () => void;
    const turn = new Promise<void>((resolve) => (free = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    this.waiting++;
    return previous.then(() => {
      this.waiting--;
      this.lent = true;
      let released = false;
      return () => {
        if (!released) {
          released = true;
          this.lent = false;
          free();
        }
      };
    });
  }
}

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
  fields: Results['fields'];
}

class PGliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  async query(sql: string, parameters?: unknown[]): Promise<PgResult> {
    const result =
      parameters && parameters.length > 0
        ? await this.db.query(sql, parameters)
        : lastOf(await this.db.exec(sql));
    return {
      rows: result.rows,
      rowCount: result.affectedRows ?? result.rows.length,
      command: commandOf(sql),
      fields: result.fields,
    };
  }
}

function lastOf(results: Results[]): Results {
  return results[results.length - 1] ?? { rows: [], fields: [], affectedRows: 0 };
}

/** TypeORM reads `command` to report affected rows of UPDATE and DELETE. */
function commandOf(sql: string): string {
  const match = /^\s*(\w+)/.exec(sql);
  return match ? match[1].toUpperCase() : '';
}
