import type { DataSource } from 'typeorm';

export interface PreparedStatement {
  /** Unique per SQL text: each connection parses and plans it once, then reuses the plan. */
  name: string;
  text: string;
}

interface NamedQueryPool {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * Runs a hot, fixed statement as a named prepared statement on the driver's pool. TypeORM sends
 * every query unnamed, so PostgreSQL parses and plans it each time: for the tracking answer that
 * is most of the cost (about 1 ms of 1.2 ms). The pool is `pg`'s (or the PGlite adapter's).
 */
export function preparedQuery<R>(
  dataSource: DataSource,
  statement: PreparedStatement,
  values: unknown[],
): Promise<{ rows: R[] }> {
  const pool = (dataSource.driver as unknown as { master: NamedQueryPool }).master;
  return pool.query<R>({ ...statement, values });
}
