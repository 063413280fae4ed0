import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  headerField,
  IMPORT_FIELDS,
  IMPORT_PROBLEMS_PAGE,
  importRowProblems,
  type ImportField,
  type ImportMapping,
  type ImportMode,
  type ParcelImport,
  type ParcelImportDetail,
  problem,
  type RowProblem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import type { AdminIdentity } from '../auth/auth.service.js';
import { ApiError } from '../core/http/api-error.js';
import { Jobs } from '../core/jobs/jobs.service.js';
import type { ImportedParcelRow } from '../parcels/parcels.repository.js';
import { ParcelsService } from '../parcels/parcels.service.js';
import { ImportProgress } from './import-progress.js';
import {
  allProblems,
  checkProgress,
  claimCheck,
  deleteProblems,
  type ImportRow,
  importFile,
  importOf,
  insertImport,
  insertProblems,
  type ProblemRow,
  problemsPage,
  rememberedMapping,
  rememberMapping,
  updateImport,
} from './imports.repository.js';
import { fileFormat, fileRows, headerNames, isBlankRow, surveyFile } from './spreadsheet-file.js';

/** Rows checked or written between two stored progress marks (and per INSERT of the import). */
const BATCH = 1000;

/** The job that runs an import's dry run or its import (docs/architecture.md §4.7). */
export const IMPORT_JOB = 'parcel-import.step';

type Member = Pick<AdminIdentity, 'id' | 'email' | 'role'>;

/** A file's row checked: its problems, or the parcel it makes. */
interface CheckedRow {
  problems: Array<RowProblem & { row: number }>;
  parcel: ImportedParcelRow | null;
}

/**
 * Parcels from a spreadsheet (docs/product.md §4.4c): the upload, the dry run and the import,
 * the last two on the job queue. The file is kept with the import and read again, streamed, by
 * each step; each row is checked by the create's own schema (importRowProblems) and rules
 * (ParcelsService.importedParcel), so what the dry run passes is what the import writes.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly audit: AuditWriter,
    private readonly parcels: ParcelsService,
    private readonly progress: ImportProgress,
  ) {}

  /** Checks what the file is, reads its headers and counts its rows, and proposes a mapping. */
  async upload(member: Member, fileName: string, bytes: Buffer): Promise<ParcelImport> {
    const name = fileName.slice(0, 300);
    const format = await fileFormat(bytes, name);
    const { headers, rows } = await surveyFile(bytes, format);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const made = await this.dataSource.transaction(async (manager) => {
      const remembered = await rememberedMapping(manager, headersKey(headers));
      const mapping = usable(remembered, headers) ?? guessedMapping(headers);
      const row = await insertImport(manager, {
        adminId: member.id,
        adminEmail: member.email,
        adminRole: member.role ?? null,
        fileName: name,
        format,
        file: bytes,
        sha256,
        headers,
        mapping,
        rows,
      });
      await this.audit.record(manager, {
        entity: 'parcel_import',
        entityId: row.id,
        action: 'create',
        changes: {
          file_name: { before: null, after: name },
          format: { before: null, after: format },
          rows: { before: null, after: rows },
          sha256: { before: null, after: sha256 },
        },
      });
      return row;
    });
    return importView(made);
  }

  /** The member's import with a page of its problems; another member's is not found. */
  async detail(member: Member, id: number, page: number): Promise<ParcelImportDetail> {
    const { manager } = this.dataSource;
    const row = await this.own(manager, member, id);
    const offset = (page - 1) * IMPORT_PROBLEMS_PAGE;
    const { rows, total } = await problemsPage(manager, id, {
      offset,
      limit: IMPORT_PROBLEMS_PAGE,
    });
    const lastPage = Math.max(1, Math.ceil(total / IMPORT_PROBLEMS_PAGE));
    const view = importView(row);
    const running = row.state === 'importing' ? this.progress.get(id) : undefined;
    return {
      ...view,
      ...(running !== undefined && { rows_done: running }),
      problems: {
        data: rows.map((each) => ({
          row: each.row_number,
          column: each.column_name,
          field: each.field,
          code: each.code,
          params: each.params,
          message: each.message,
        })),
        current_page: page,
        last_page: lastPage,
        next_page_url: null,
      },
    };
  }

  /**
   * The member's import's problems in row order, a batch at a time (the report); another
   * member's import is not found, before anything is sent.
   */
  async report(member: Member, id: number): Promise<AsyncGenerator<ProblemRow[]>> {
    const { manager } = this.dataSource;
    await this.own(manager, member, id);
    return allProblems(manager, id);
  }

  /**
   * Starts the dry run with `mapping`, remembered for the file's headers. Not while a step runs
   * or after the import: 409 import.state.
   */
  async check(member: Member, id: number, mapping: ImportMapping): Promise<ParcelImport> {
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.own(manager, member, id, true);
      if (!['uploaded', 'checked', 'failed'].includes(current.state)) {
        throw ApiError.conflict(problem('import.state', { state: current.state }));
      }
      const unknown = Object.values(mapping).filter(
        (header) => header && !current.headers.includes(header),
      );
      if (unknown.length > 0) {
        throw ApiError.badRequest(
          ...unknown.map((column) => problem('import.column_unknown', { column: String(column) })),
        );
      }
      const kept = Object.fromEntries(
        Object.entries(mapping).filter(([, header]) => header),
      ) as ImportMapping;
      await updateImport(manager, id, {
        mapping: kept,
        state: 'checking',
        mode: null,
        rows_done: 0,
        rows_good: 0,
        rows_bad: 0,
        error: null,
      });
      await deleteProblems(manager, id);
      await rememberMapping(manager, headersKey(current.headers), kept);
      await this.jobs.enqueue(manager, IMPORT_JOB, { importId: id, step: 'check' });
      await this.audit.record(manager, {
        entity: 'parcel_import',
        entityId: id,
        action: 'update',
        changes: {
          mapping: { before: current.mapping, after: kept },
          state: { before: current.state, after: 'checking' },
        },
      });
      return (await importOf(manager, id, member.id)) as ImportRow;
    });
    return importView(row);
  }

  /**
   * Imports the checked file: `good_rows` writes the rows without problems, `all_or_nothing`
   * only a file without any (409 import.has_problems otherwise). Once only: a second call, or one
   * racing it, finds the import no longer checked (409 import.state).
   */
  async run(member: Member, id: number, mode: ImportMode): Promise<ParcelImport> {
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.own(manager, member, id, true);
      if (current.state !== 'checked') {
        throw ApiError.conflict(problem('import.state', { state: current.state }));
      }
      if (mode === 'all_or_nothing' && current.rows_bad > 0) {
        throw ApiError.conflict(problem('import.has_problems', { count: current.rows_bad }));
      }
      await updateImport(manager, id, { state: 'importing', mode, rows_done: 0 });
      await this.jobs.enqueue(manager, IMPORT_JOB, { importId: id, step: 'run' });
      await this.audit.record(manager, {
        entity: 'parcel_import',
        entityId: id,
        action: 'update',
        changes: {
          mode: { before: null, after: mode },
          state: { before: 'checked', after: 'importing' },
        },
      });
      return (await importOf(manager, id, member.id)) as ImportRow;
    });
    return importView(row);
  }

  /**
   * The dry run (the job): every row checked, its problems stored a batch at a time with the
   * progress. Run again from the start if the job is (an instance died mid-way).
   */
  async runCheck(id: number, token: string): Promise<void> {
    const { manager } = this.dataSource;
    const current = await importOf(manager, id, null);
    if (!current || current.state !== 'checking') return;
    const file = await importFile(manager, id);
    if (!file || !(await claimCheck(manager, id, token))) return;
    await deleteProblems(manager, id);
    let done = 0;
    let good = 0;
    let bad = 0;
    let pending: Array<RowProblem & { row: number }> = [];
    // Each batch's problems and progress together, and only while this run holds the claim (a
    // run that another took over stops: its last batch rolls back).
    const flush = (state?: 'checked') =>
      this.dataSource.transaction(async (own) => {
        const held = await checkProgress(own, id, token, {
          rows_done: done,
          ...(state && { state, rows_good: good, rows_bad: bad }),
        });
        if (!held) throw new Error('The dry run was taken over by another run');
        await insertProblems(own, id, pending);
      });
    for await (const checked of this.checkedRows(file, current)) {
      done += 1;
      if (checked.problems.length > 0) {
        bad += 1;
        pending.push(...checked.problems);
      } else good += 1;
      if (done % BATCH === 0) {
        await flush();
        pending = [];
      }
    }
    await flush('checked');
  }

  /**
   * The import (the job), all in one transaction: every parcel of the file is written, or none
   * (a server stopped mid-way rolls it back, and the job runs it again whole). References
   * already there are skipped, so running it again, or importing the file again, adds nothing.
   */
  async runImport(id: number): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const current = await importOf(manager, id, null, true);
        if (!current || current.state !== 'importing') return;
        const file = await importFile(manager, id);
        if (!file) return;
        let done = 0;
        let created = 0;
        let skipped = 0;
        let refused = 0;
        let batch: ImportedParcelRow[] = [];
        const write = async () => {
          const counts = await this.parcels.importParcels(manager, batch);
          created += counts.created;
          skipped += counts.skipped;
          batch = [];
        };
        for await (const checked of this.checkedRows(file, current)) {
          done += 1;
          if (checked.parcel) batch.push(checked.parcel);
          else refused += 1;
          if (refused > 0 && current.mode === 'all_or_nothing') {
            // The file was clean at the dry run; rules that changed since refuse the whole of it.
            throw ApiError.conflict(problem('import.has_problems', { count: refused }));
          }
          if (batch.length >= BATCH) await write();
          if (done % BATCH === 0) this.progress.set(id, done);
        }
        await write();
        await updateImport(manager, id, {
          state: 'done',
          rows_done: done,
          created,
          skipped,
          finished_at: new Date(),
        });
        await this.audit.record(manager, {
          entity: 'parcel_import',
          entityId: id,
          action: 'update',
          actor: {
            id: current.admin_id,
            email: current.admin_email,
            role: current.admin_role ?? undefined,
          },
          changes: {
            state: { before: 'importing', after: 'done' },
            created: { before: null, after: created },
            skipped: { before: null, after: skipped },
            refused: { before: null, after: refused },
          },
        });
      });
    } finally {
      this.progress.clear(id);
    }
  }

  /** The job gave up: the import shows why, and may be checked again. */
  async failed(id: number, error: string): Promise<void> {
    await updateImport(this.dataSource.manager, id, {
      state: 'failed',
      error: error.slice(0, 2000),
    });
  }

  /** Each data row of the file checked, in order; repeated references are the later rows'. */
  private async *checkedRows(file: Buffer, current: ImportRow): AsyncGenerator<CheckedRow> {
    const { mapping } = current;
    const fieldOfColumn = new Map<number, ImportField>();
    let headers: string[] | null = null;
    const firstRowOf = new Map<string, number>();
    for await (const { row, cells, formulas } of fileRows(file, current.format)) {
      if (!headers) {
        if (isBlankRow(cells)) continue;
        headers = headerNames(cells);
        for (const [field, header] of Object.entries(mapping)) {
          const column = headers.indexOf(header as string);
          if (column >= 0) fieldOfColumn.set(column, field as ImportField);
        }
        continue;
      }
      if (isBlankRow(cells)) continue;
      const record: Record<string, string> = {};
      headers.forEach((header, column) => {
        record[header] = cells[column] ?? '';
      });
      const checked = importRowProblems(record, mapping);
      // A formula's field is refused as a formula, whatever else its (unevaluated) text breaks.
      const formulaFields = new Map<string, string>();
      for (const column of formulas) {
        const field = fieldOfColumn.get(column);
        if (field && headers[column]) formulaFields.set(field, headers[column]);
      }
      const problems: Array<RowProblem & { row: number }> = checked.problems
        .filter((each) => !each.field || !formulaFields.has(each.field))
        .map((each) => ({ ...each, row }));
      for (const [field, column] of formulaFields) {
        problems.push({ ...problem('import.formula', { field }), field, column, row });
      }
      let parcel: ImportedParcelRow | null = null;
      if (checked.payload && problems.length === 0 && formulaFields.size === 0) {
        const made = this.parcels.importedParcel(checked.payload);
        if (made.problems) {
          for (const found of made.problems) {
            const field = typeof found.params.field === 'string' ? found.params.field : null;
            const column = field ? (mapping[field as ImportField] ?? null) : null;
            problems.push({ ...found, field, column, row });
          }
        } else parcel = made.row;
      }
      const reference = checked.payload?.reference ?? record[mapping.reference ?? '']?.trim();
      if (reference) {
        const first = firstRowOf.get(reference);
        if (first !== undefined) {
          const found = problem('import.reference_repeated', { field: 'reference', row: first });
          problems.push({
            ...found,
            field: 'reference',
            column: mapping.reference ?? null,
            row,
          });
          parcel = null;
        } else firstRowOf.set(reference, row);
      }
      yield { problems, parcel: problems.length === 0 ? parcel : null };
    }
  }

  private async own(
    manager: EntityManager,
    member: Member,
    id: number,
    lock = false,
  ): Promise<ImportRow> {
    const row = await importOf(manager, id, member.id, lock);
    if (!row) throw ApiError.notFound(problem('import.not_found'));
    return row;
  }
}

/** The headers' digest: the key a mapping is remembered under. */
const headersKey = (headers: string[]) =>
  createHash('sha256').update(JSON.stringify(headers)).digest('hex');

/** A remembered mapping, if every column it names is still among the headers. */
function usable(mapping: ImportMapping | null, headers: string[]): ImportMapping | null {
  if (!mapping) return null;
  return Object.values(mapping).every((header) => !header || headers.includes(header))
    ? mapping
    : null;
}

/** Each field whose name a header is (or a template's "label (field)"), first header first. */
function guessedMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = headerField(header);
    if (field && !mapping[field]) mapping[field] = header;
  }
  return mapping;
}

export function importView(row: ImportRow): ParcelImport {
  return {
    id: row.id,
    file_name: row.file_name,
    format: row.format,
    state: row.state,
    headers: row.headers,
    mapping: Object.fromEntries(
      IMPORT_FIELDS.filter((field) => row.mapping[field]).map((field) => [
        field,
        row.mapping[field] as string,
      ]),
    ),
    mode: row.mode,
    rows_total: row.rows_total,
    rows_done: row.rows_done,
    rows_good: row.rows_good,
    rows_bad: row.rows_bad,
    created: row.created,
    skipped: row.skipped,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
