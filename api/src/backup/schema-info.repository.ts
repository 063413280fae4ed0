import type { DataSource, QueryRunner } from 'typeorm';

/** One query on one connection (a transaction's), rows as plain objects. */
export type Sql = <Row = Record<string, unknown>>(
  text: string,
  parameters?: unknown[],
) => Promise<Row[]>;

export const sqlOf =
  (runner: QueryRunner): Sql =>
  <Row>(text: string, parameters?: unknown[]) =>
    runner.query(text, parameters) as Promise<Row[]>;

/** Up to three of the database's tables: a restore's target must have none. */
export function someTables(dataSource: DataSource): Promise<{ name: string }[]> {
  return dataSource.query<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() LIMIT 3`,
  );
}

/** TypeORM's own record of the migrations run: carried as the manifest's list, not as rows. */
export const MIGRATIONS_TABLE = 'migrations';

/** An identifier for SQL text: names come from the catalog or the checked manifest, quoted still. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export interface TableShape {
  name: string;
  /** Columns an INSERT may set (generated columns are computed again). */
  insertable: string[];
  primaryKey: string[];
  /** Needs OVERRIDING SYSTEM VALUE: an identity column that refuses given values. */
  identityAlways: boolean;
}

/**
 * The schema's tables (all of `public` but the migrations record), parents before the tables
 * whose foreign keys point at them, so rows can be inserted in this order and deleted in reverse.
 */
export async function tablesInDependencyOrder(sql: Sql): Promise<TableShape[]> {
  const tables = await sql<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> $1
     ORDER BY table_name`,
    [MIGRATIONS_TABLE],
  );
  const columns = await sql<{
    table_name: string;
    column_name: string;
    is_generated: string;
    identity_generation: string | null;
  }>(
    `SELECT table_name, column_name, is_generated, identity_generation FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const keys = await sql<{ table_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
     JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE i.indisprimary ORDER BY c.relname, k.position`,
  );
  const references = await sql<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
     FROM pg_constraint f
     JOIN pg_class child ON child.oid = f.conrelid
     JOIN pg_class parent ON parent.oid = f.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = current_schema()
     WHERE f.contype = 'f'`,
  );
  const shapes = new Map<string, TableShape>(
    tables.map(({ name }) => [
      name,
      { name, insertable: [], primaryKey: [], identityAlways: false },
    ]),
  );
  for (const column of columns) {
    const shape = shapes.get(column.table_name);
    if (!shape) continue;
    if (column.is_generated === 'NEVER') shape.insertable.push(column.column_name);
    if (column.identity_generation === 'ALWAYS') shape.identityAlways = true;
  }
  for (const key of keys) shapes.get(key.table_name)?.primaryKey.push(key.column_name);
  return dependencyOrder([...shapes.values()], references);
}

function dependencyOrder(
  shapes: TableShape[],
  references: { child: string; parent: string }[],
): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  const visit = (shape: TableShape): void => {
    if (placed.has(shape.name) || visiting.has(shape.name)) return; // a cycle is broken anywhere
    visiting.add(shape.name);
    for (const { child, parent } of references) {
      const parentShape = byName.get(parent);
      if (child === shape.name && parent !== child && parentShape) visit(parentShape);
    }
    visiting.delete(shape.name);
    placed.add(shape.name);
    ordered.push(shape);
  };
  shapes.forEach(visit);
  return ordered;
}

/** The schema's sequences (serial columns' among them). */
export async function sequenceNames(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `SELECT sequence_name AS name FROM information_schema.sequences
     WHERE sequence_schema = current_schema() ORDER BY sequence_name`,
  );
  return rows.map((row) => row.name);
}

/** The migrations this database has run, oldest first. */
export async function migrationsRun(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `SELECT name FROM ${ident(MIGRATIONS_TABLE)} ORDER BY id`,
  );
  return rows.map((row) => row.name);
}
