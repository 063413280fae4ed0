import type { ImportFormat, ImportMapping, ImportMode, ImportState } from '@waybill/shared';
import type { EntityManager } from 'typeorm';
import type { RowProblem } from '@waybill/shared';

/**
 * The SQL of `parcel_imports`, `parcel_import_problems` and `import_mappings` (owner: imports,
 * docs/architecture.md §3). Every function takes the manager of the caller's transaction.
 */

export interface ImportRow {
  id: number;
  admin_id: number;
  admin_email: string;
  admin_role: string | null;
  file_name: string;
  format: ImportFormat;
  file_sha256: string;
  headers: string[];
  mapping: ImportMapping;
  mode: ImportMode | null;
  state: ImportState;
  rows_total: number;
  rows_done: number;
  rows_good: number;
  rows_bad: number;
  created: number;
  skipped: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `id, admin_id, admin_email, admin_role, file_name, format, file_sha256, headers,
  mapping, mode, state, rows_total, rows_done, rows_good, rows_bad, created, skipped, error,
  created_at, finished_at`;

export async function insertImport(
  manager: EntityManager,
  row: {
    adminId: number;
    adminEmail: string;
    adminRole: string | null;
    fileName: string;
    format: ImportFormat;
    file: Buffer;
    sha256: string;
    headers: string[];
    mapping: ImportMapping;
    rows: number;
  },
): Promise<ImportRow> {
  const [made]: ImportRow[] = await manager.query(
    `INSERT INTO parcel_imports
       (admin_id, admin_email, admin_role, file_name, format, file, file_sha256, headers, mapping,
        rows_total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${COLUMNS}`,
    [
      row.adminId,
      row.adminEmail,
      row.adminRole,
      row.fileName,
      row.format,
      row.file,
      row.sha256,
      JSON.stringify(row.headers),
      JSON.stringify(row.mapping),
      row.rows,
    ],
  );
  return made;
}

/** The member's import (another member's is not found), locked when `lock`. */
export async function importOf(
  manager: EntityManager,
  id: number,
  adminId: number | null,
  lock = false,
): Promise<ImportRow | null> {
  const rows: ImportRow[] = await manager.query(
    `SELECT ${COLUMNS} FROM parcel_imports
      WHERE id = $1 AND ($2::int IS NULL OR admin_id = $2) ${lock ? 'FOR UPDATE' : ''}`,
    [id, adminId],
  );
  return rows[0] ?? null;
}

export async function importFile(manager: EntityManager, id: number): Promise<Buffer | null> {
  const rows: Array<{ file: Buffer | Uint8Array }> = await manager.query(
    `SELECT file FROM parcel_imports WHERE id = $1`,
    [id],
  );
  const file = rows[0]?.file;
  return file ? Buffer.from(file) : null;
}

export async function updateImport(
  manager: EntityManager,
  id: number,
  changes: Partial<
    Pick<
      ImportRow,
      | 'mapping'
      | 'mode'
      | 'state'
      | 'rows_done'
      | 'rows_good'
      | 'rows_bad'
      | 'created'
      | 'skipped'
      | 'error'
      | 'finished_at'
    >
  >,
): Promise<void> {
  const entries = Object.entries(changes);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await manager.query(`UPDATE parcel_imports SET ${sets} WHERE id = $1`, [
    id,
    ...entries.map(([column, value]) => (column === 'mapping' ? JSON.stringify(value) : value)),
  ]);
}

export async function deleteProblems(manager: EntityManager, id: number): Promise<void> {
  await manager.query(`DELETE FROM parcel_import_problems WHERE import_id = $1`, [id]);
}

export async function insertProblems(
  manager: EntityManager,
  id: number,
  problems: Array<RowProblem & { row: number }>,
): Promise<void> {
  if (problems.length === 0) return;
  await manager.query(
    `INSERT INTO parcel_import_problems
       (import_id, row_number, column_name, field, code, params, message)
     SELECT $1, p.row, p.column_name, p.field, p.code, p.params, p.message
       FROM jsonb_to_recordset($2::jsonb)
         AS p (row int, column_name text, field text, code text, params jsonb, message text)`,
    [
      id,
      JSON.stringify(
        problems.map((each) => ({
          row: each.row,
          column_name: each.column,
          field: each.field,
          code: each.code,
          params: each.params,
          message: each.message,
        })),
      ),
    ],
  );
}

export interface ProblemRow {
  row_number: number;
  column_name: string | null;
  field: string | null;
  code: string;
  params: Record<string, string | number>;
  message: string;
}

export async function problemsPage(
  manager: EntityManager,
  id: number,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: ProblemRow[]; total: number }> {
  const rows: ProblemRow[] = await manager.query(
    `SELECT row_number, column_name, field, code, params, message FROM parcel_import_problems
      WHERE import_id = $1 ORDER BY row_number, column_name NULLS FIRST, code OFFSET $2 LIMIT $3`,
    [id, offset, limit],
  );
  const [{ count }]: Array<{ count: number }> = await manager.query(
    `SELECT count(*)::int AS count FROM parcel_import_problems WHERE import_id = $1`,
    [id],
  );
  return { rows, total: count };
}

/** Every problem of an import in row order, a batch at a time (the report). */
export async function* allProblems(
  manager: EntityManager,
  id: number,
  batch = 1000,
): AsyncGenerator<ProblemRow[]> {
  for (let offset = 0; ; offset += batch) {
    const { rows } = await problemsPage(manager, id, { offset, limit: batch });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

export async function rememberedMapping(
  manager: EntityManager,
  headersSha256: string,
): Promise<ImportMapping | null> {
  const rows: Array<{ mapping: ImportMapping }> = await manager.query(
    `SELECT mapping FROM import_mappings WHERE headers_sha256 = $1`,
    [headersSha256],
  );
  return rows[0]?.mapping ?? null;
}

export async function rememberMapping(
  manager: EntityManager,
  headersSha256: string,
  mapping: ImportMapping,
): Promise<void> {
  await manager.query(
    `INSERT INTO import_mappings (headers_sha256, mapping) VALUES ($1, $2)
     ON CONFLICT (headers_sha256) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`,
    [headersSha256, JSON.stringify(mapping)],
  );
}

/** Makes `token` the dry run's claim on the import, while it is being checked. */
export async function claimCheck(
  manager: EntityManager,
  id: number,
  token: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `UPDATE parcel_imports SET run_token = $2 WHERE id = $1 AND state = 'checking' RETURNING id`,
    [id, token],
  );
  return rows.length > 0;
}

/** The dry run's progress, written only while `token` is still its claim. */
export async function checkProgress(
  manager: EntityManager,
  id: number,
  token: string,
  changes: { rows_done: number; state?: 'checked'; rows_good?: number; rows_bad?: number },
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `UPDATE parcel_imports
        SET rows_done = $3, state = coalesce($4, state), rows_good = coalesce($5, rows_good),
            rows_bad = coalesce($6, rows_bad)
      WHERE id = $1 AND run_token = $2 AND state = 'checking'
      RETURNING id`,
    [
      id,
      token,
      changes.rows_done,
      changes.state ?? null,
      changes.rows_good ?? null,
      changes.rows_bad ?? null,
    ],
  );
  return rows.length > 0;
}
