import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { PGlitePool } from '../database/pglite-pool.js';

/** The figures of pg's Pool that tell whether the database is the bottleneck. */
interface PgPoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The database pool's connections, read at each scrape: for PostgreSQL the `pg` pool's total, idle
 * and waiting; for PGlite its one connection, in use or not, and who waits for it.
 */
export function registerPoolMetrics(registry: Registry, dataSource: DataSource): void {
  const pool = () => (dataSource.driver as unknown as { master?: unknown }).master;
  new Gauge({
    name: 'waybill_db_pool_connections',
    help: 'Database pool connections by state (total, idle, in_use; PGlite has one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const figures = poolFigures(pool());
      if (!figures) return;
      this.set({ state: 'total' }, figures.total);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'in_use' }, figures.total - figures.idle);
    },
  });
  new Gauge({
    name: 'waybill_db_pool_waiting',
    help: 'Queries waiting for a pooled database connection',
    registers: [registry],
    collect() {
      this.reset();
      const figures = poolFigures(pool());
      if (figures) this.set(figures.waiting);
    },
  });
}

function poolFigures(pool: unknown): { total: number; idle: number; waiting: number } | undefined {
  if (pool instanceof PGlitePool) return pool.figures;
  if (pool && typeof (pool as PgPoolFigures).totalCount === 'number') {
    const { totalCount, idleCount, waitingCount } = pool as PgPoolFigures;
    return { total: totalCount, idle: idleCount, waiting: waitingCount };
  }
  return undefined;
}
