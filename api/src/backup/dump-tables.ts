import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { TableFile } from './manifest.js';
import { tableFileName } from './manifest.js';
import { ident, type Sql, type TableShape } from './schema-info.repository.js';

/** Rows fetched at a time: a big table never sits in memory whole. */
const FETCH_ROWS = 1_000;

/**
 * Writes one table as JSON lines (each row PostgreSQL's own `to_jsonb`, so every type keeps its
 * exact text: timestamps to the microsecond, numerics, bytea as hex), in primary-key order.
 * Runs inside the caller's snapshot transaction.
 */
export async function dumpTable(
  sql: Sql,
  table: TableShape,
  stagingDir: string,
): Promise<TableFile> {
  const file = tableFileName(table.name);
  const output = createWriteStream(path.join(stagingDir, file), { mode: 0o600 });
  const hash = createHash('sha256');
  let bytes = 0;
  let rows = 0;
  const order = table.primaryKey.length
    ? table.primaryKey.map((column) => `t.${ident(column)}`).join(', ')
    : 'to_jsonb(t)::text';
  await sql(
    `DECLARE waybill_backup_rows NO SCROLL CURSOR FOR
     SELECT to_jsonb(t)::text AS line FROM ${ident(table.name)} t ORDER BY ${order}`,
  );
  try {
    for (;;) {
      const batch = await sql<{ line: string }>(`FETCH ${FETCH_ROWS} FROM waybill_backup_rows`);
      if (batch.length === 0) break;
      const text = Buffer.from(batch.map((row) => `${row.line}\n`).join(''), 'utf8');
      hash.update(text);
      bytes += text.length;
      rows += batch.length;
      if (!output.write(text)) await once(output, 'drain');
    }
  } finally {
    await sql('CLOSE waybill_backup_rows');
    output.end();
    await once(output, 'close');
  }
  return { name: table.name, rows, file, bytes, sha256: hash.digest('hex') };
}
