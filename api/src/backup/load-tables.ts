import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ArchiveError } from './archive.js';
import type { Manifest } from './manifest.js';
import { ident, type Sql, tablesInDependencyOrder } from './schema-info.repository.js';

/** Rows inserted per statement. */
const INSERT_ROWS = 500;

/**
 * Puts the staged rows into a database whose schema the migrations just created, inside the
 * caller's transaction: the migrations' own rows (settings, the first pages) go first, then each
 * table's rows in dependency order, typed back by `jsonb_populate_recordset` from the JSON that
 * `to_jsonb` wrote (generated columns are computed again), then each sequence where it was.
 */
export async function loadTables(sql: Sql, manifest: Manifest, stagingDir: string): Promise<void> {
  const shapes = await tablesInDependencyOrder(sql);
  const known = new Set(shapes.map((shape) => shape.name));
  const unknown = manifest.tables.find((table) => !known.has(table.name));
  if (unknown)
    throw new ArchiveError(`The backup holds a table this schema does not have: ${unknown.name}`);
  for (const shape of [...shapes].reverse()) await sql(`DELETE FROM ${ident(shape.name)}`);
  const files = new Map(manifest.tables.map((table) => [table.name, table]));
  for (const shape of shapes) {
    const table = files.get(shape.name);
    if (!table) continue;
    const columns = shape.insertable.map(ident).join(', ');
    const insert =
      `INSERT INTO ${ident(shape.name)} (${columns}) ${shape.identityAlways ? 'OVERRIDING SYSTEM VALUE ' : ''}` +
      `SELECT ${columns} FROM jsonb_populate_recordset(NULL::${ident(shape.name)}, $1::jsonb)`;
    let batch: string[] = [];
    let loaded = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await sql(insert, [`[${batch.join(',')}]`]);
      loaded += batch.length;
      batch = [];
    };
    const lines = createInterface({
      input: createReadStream(path.join(stagingDir, table.file)),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
    await flush();
    if (loaded !== table.rows)
      throw new ArchiveError(`${table.file} holds ${loaded} rows, its manifest says ${table.rows}`);
  }
  const sequences = new Set(
    (
      await sql<{ name: string }>(
        `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema()`,
      )
    ).map((row) => row.name),
  );
  for (const sequence of manifest.sequences) {
    if (!sequences.has(sequence.name)) continue;
    await sql(`SELECT setval($1::regclass, $2::bigint, $3)`, [
      ident(sequence.name),
      sequence.last_value,
      sequence.is_called,
    ]);
  }
}
