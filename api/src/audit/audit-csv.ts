import type { AuditEntry } from '@waybill/shared';

/** The CSV export's columns, in order; `changes` is the fields' before → after as JSON. */
export const CSV_COLUMNS = [
  'id',
  'at',
  'account_id',
  'account_email',
  'account_role',
  'ip',
  'user_agent',
  'request_id',
  'entity',
  'entity_id',
  'action',
  'changes',
] as const;

/**
 * One cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a
 * formula, so such a cell gets a leading apostrophe (CSV injection); quotes are doubled and a
 * cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const csvHeader = () => csvLine(CSV_COLUMNS);

export const csvRow = (entry: AuditEntry) => csvLine(CSV_COLUMNS.map((column) => entry[column]));
