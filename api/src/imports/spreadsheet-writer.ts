import type { Writable } from 'node:stream';
import type { Response } from 'express';
import type { ImportFormat } from '@waybill/shared';
import { csvLine } from '../audit/audit-csv.js';
import { xlsxStream } from './xlsx-stream.js';

/**
 * A spreadsheet written row by row to the answer: CSV through the audit export's cells (a cell
 * starting with = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet
 * runs it as a formula), XLSX through xlsx-stream.ts (every cell an inline string or a number,
 * never a formula). Both wait when the client reads slowly, so memory holds a batch, not the
 * file.
 */
export interface SheetWriter {
  row(cells: readonly unknown[]): void;
  /** Resolves once the client has taken what was written (back-pressure). */
  drained(): Promise<void>;
  end(): Promise<void>;
}

/** How much CSV text is written to the answer at once. */
const PIECE_CHARS = 64 * 1024;

export const SPREADSHEET_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function startDownload(
  response: Response,
  format: ImportFormat,
  name: string,
): Promise<SheetWriter> {
  response.setHeader('Content-Type', SPREADSHEET_TYPES[format]);
  response.setHeader('Content-Disposition', `attachment; filename="${name}.${format}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  return format === 'xlsx' ? xlsxWriter(response) : csvWriter(response);
}

function csvWriter(out: Writable): SheetWriter {
  const pressure = backPressure(out);
  // Rows gathered into pieces of about 64 KB: a write per row cost the compression a chunk each
  // (a million of them for a large export), slower and heavier than a few hundred pieces.
  // A BOM first, so spreadsheet programs read the file as UTF-8.
  let pending = '\uFEFF';
  const flush = () => {
    if (pending) pressure.write(pending);
    pending = '';
  };
  return {
    row: (cells) => {
      pending += csvLine(cells);
      if (pending.length >= PIECE_CHARS) flush();
    },
    drained: () => {
      flush();
      return pressure.drained();
    },
    end: () => {
      flush();
      return endOf(out);
    },
  };
}

function xlsxWriter(out: Writable): SheetWriter {
  const pressure = backPressure(out);
  const sheet = xlsxStream((chunk) => pressure.write(chunk), 'Parcels');
  return {
    row: (cells) => sheet.row(cells),
    drained: () => pressure.drained(),
    end: () => {
      sheet.end();
      return endOf(out);
    },
  };
}

/**
 * Writes to the answer and waits for it to drain when a write was refused since the last wait:
 * the answer's own `writableNeedDrain` says nothing behind the compression middleware, whose
 * `write` answers for its zlib stream. One `drain` and one `close` listener for the whole answer:
 * the middleware hands `drain` listeners to its zlib stream, where removing them from the answer
 * does not reach, so a listener per wait piled up there (thousands over a large export).
 */
function backPressure(out: Writable) {
  let full = false;
  let waiting: Array<() => void> = [];
  // A drain that comes before the wait (nothing awaited in between) still counts.
  const release = () => {
    full = false;
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  };
  out.on('drain', release);
  out.once('close', release);
  return {
    write(chunk: string | Uint8Array): void {
      if (!out.write(chunk)) full = true;
    },
    drained(): Promise<void> {
      if (!full || out.destroyed) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/**
 * Ends the answer and resolves once it is sent (or the client went away). No callback to `end`:
 * the compression middleware's `end` takes a chunk only.
 */
function endOf(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    out.once('finish', () => resolve());
    out.once('close', () => resolve());
    out.end();
  });
}
