import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type yauzl from 'yauzl';
import {
  IMPORT_COLUMNS_MAX,
  IMPORT_ROWS_MAX,
  type ImportFormat,
  problem,
  type Problem,
} from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';
import { loadOnce } from '../core/load-once.js';

// Loaded with the first file read: a server whose staff import nothing never holds them.
const excelJs = loadOnce(async () => (await import('exceljs')).default);
const yauzlModule = loadOnce(async () => (await import('yauzl')).default);
const csvParse = loadOnce(async () => (await import('csv-parse')).parse);

/**
 * Reading a spreadsheet someone uploaded, as an attacker would send it (docs/architecture.md
 * §4.7a): the bytes decide what the file is, never its name alone; an .xlsx is a zip, whose
 * entries are inflated and counted before any parser sees them (a zip bomb stops at the limit);
 * rows are streamed (csv-parse, exceljs' streaming reader), never held all at once.
 */

/** What an .xlsx may unpack to, all entries together, and how many entries it may hold. */
export const UNPACKED_BYTES_MAX = 200 * 1024 * 1024;
const ZIP_ENTRIES_MAX = 1000;
/**
 * The shared strings are the one part exceljs keeps in memory (every distinct text of the
 * workbook): held to less, so that a file of long unique texts cannot fill the server's heap.
 */
const SHARED_STRINGS_MAX = 40 * 1024 * 1024;

/** Rows read between two turns of the event loop. */
const ROWS_PER_TURN = 250;

/** One row of the file: its number as a spreadsheet shows it, its cells as text. */
export interface FileRow {
  row: number;
  cells: string[];
  /** Columns (0-based) whose cell is a formula: refused, never evaluated. */
  formulas: number[];
}

const refuse = (found: Problem): never => {
  throw ApiError.badRequest(found);
};

/**
 * The file's format from its bytes, which must agree with its name: a zip whose parts are a
 * workbook's for .xlsx, UTF-8 text without NUL for .csv. Anything else (a picture renamed .csv, an
 * .xlsx that is not a zip) is refused.
 */
export async function fileFormat(bytes: Buffer, fileName: string): Promise<ImportFormat> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (extension === 'xlsx') {
    if (!isZip) refuse(problem('import.file_type'));
    await checkZip(bytes);
    return 'xlsx';
  }
  if (extension === 'csv' || extension === 'txt') {
    if (isZip || !isText(bytes)) refuse(problem('import.file_type'));
    return 'csv';
  }
  return refuse(problem('import.file_type'));
}

/** UTF-8 (a BOM allowed) with no NUL and no other control character than tab and line ends. */
function isText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // An indexed loop: `for…of` over a Buffer goes through its iterator, about 4× slower.
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/**
 * Inflates every entry and counts its bytes: more than UNPACKED_BYTES_MAX in all (whatever the
 * sizes the zip declares, which yauzl also holds each entry to), too many entries or a broken
 * zip is refused, and the workbook's own parts must be there.
 */
export async function checkZip(bytes: Buffer): Promise<void> {
  const unreadable = problem('import.file_unreadable', { format: 'xlsx' });
  const tooLarge = problem('import.unpacked_too_large', {
    max: `${UNPACKED_BYTES_MAX / 1024 / 1024} MB`,
  });
  const unzip = await yauzlModule();
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      unzip.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
  } catch {
    return refuse(unreadable);
  }
  let total = 0;
  let entries = 0;
  let workbook = false;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > ZIP_ENTRIES_MAX) return reject(new Refusal(unreadable));
        if (entry.fileName === 'xl/workbook.xml') workbook = true;
        if (total + entry.uncompressedSize > UNPACKED_BYTES_MAX) {
          return reject(new Refusal(tooLarge));
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        const isStrings = entry.fileName === 'xl/sharedStrings.xml';
        let own = 0;
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            own += chunk.length;
            if (total > UNPACKED_BYTES_MAX || (isStrings && own > SHARED_STRINGS_MAX)) {
              stream.destroy();
              reject(new Refusal(tooLarge));
            }
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    refuse(error instanceof Refusal ? error.found : unreadable);
  } finally {
    zip.close();
  }
  if (!workbook) refuse(unreadable);
}

class Refusal extends Error {
  constructor(readonly found: Problem) {
    super(found.message);
  }
}

/** The rows of the file, the header row first, streamed. A file that breaks mid-way is refused. */
export async function* fileRows(bytes: Buffer, format: ImportFormat): AsyncGenerator<FileRow> {
  try {
    let count = 0;
    for await (const row of format === 'csv' ? csvRows(bytes) : xlsxRows(bytes)) {
      // Reading and checking rows is all CPU: every few hundred rows the server takes its other
      // requests (timers and sockets wait for a turn of the event loop, not for a promise).
      if (++count % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      yield row;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    refuse(problem('import.file_unreadable', { format }));
  }
}

/** The bytes in pieces, so the parser streams through them rather than taking all at once. */
function* pieces(bytes: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

async function* csvRows(bytes: Buffer): AsyncGenerator<FileRow> {
  const parse = await csvParse();
  const parser = Readable.from(pieces(bytes)).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      // A cell longer than this is no parcel's: the parser stops instead of growing its buffer.
      max_record_size: 64 * 1024,
      skip_empty_lines: false,
    }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record, formulas: [] };
  }
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<FileRow> {
  const { stream } = await excelJs();
  const reader = new stream.xlsx.WorkbookReader(Readable.from(pieces(bytes)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // The reader iterates its sheets, and each sheet its rows (exceljs' typings leave it out).
  const sheets = reader as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>;
  for await (const sheet of sheets) {
    // The first sheet only: a workbook's other sheets are notes, lists, anything.
    for await (const row of sheet) {
      const cells: string[] = [];
      const formulas: number[] = [];
      const values = Array.isArray(row.values) ? row.values : [];
      // exceljs counts columns from 1: values[0] is always empty.
      for (let column = 1; column < values.length; column += 1) {
        const value = values[column] as ExcelJS.CellValue;
        if (isFormula(value)) formulas.push(column - 1);
        cells[column - 1] = cellText(value);
      }
      for (let column = 0; column < cells.length; column += 1) cells[column] ??= '';
      yield { row: row.number, cells, formulas };
    }
    return;
  }
}

function isFormula(value: ExcelJS.CellValue): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    ('formula' in value || 'sharedFormula' in value)
  );
}

/** A cell as the text a person reads in it; a date as YYYY-MM-DD (with its time when it has one). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return '';
  return '';
}

/**
 * The header row's names, trimmed; empty ones at the end dropped (spreadsheets often carry
 * them), an empty one before a name or a name written twice refused.
 */
export function headerNames(cells: string[]): string[] {
  const names = cells.map((cell) => cell.trim());
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  if (names.length === 0) refuse(problem('import.no_rows'));
  if (names.length > IMPORT_COLUMNS_MAX) {
    refuse(problem('import.too_many_columns', { max: IMPORT_COLUMNS_MAX }));
  }
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (name === '') refuse(problem('import.header_blank', { column: index + 1 }));
    const folded = name.toLowerCase();
    if (seen.has(folded)) refuse(problem('import.header_repeated', { header: name }));
    seen.add(folded);
  });
  return names;
}

/** A row with nothing in it is skipped (a blank line, a sheet's formatted but empty row). */
export const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Reads the whole file once: its headers and how many rows it has (refused past the limit). */
export async function surveyFile(
  bytes: Buffer,
  format: ImportFormat,
): Promise<{ headers: string[]; rows: number }> {
  let headers: string[] | null = null;
  let rows = 0;
  for await (const { cells } of fileRows(bytes, format)) {
    if (!headers) {
      if (isBlankRow(cells)) continue;
      headers = headerNames(cells);
      continue;
    }
    if (isBlankRow(cells)) continue;
    rows += 1;
    if (rows > IMPORT_ROWS_MAX) refuse(problem('import.too_many_rows', { max: IMPORT_ROWS_MAX }));
  }
  if (!headers || rows === 0) refuse(problem('import.no_rows'));
  return { headers: headers as string[], rows };
}
