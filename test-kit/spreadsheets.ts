/**
 * Spreadsheets of parcels for the import's tests (API and browser): a CSV text with chosen rows
 * made bad, and the same rows as an .xlsx workbook (exceljs).
 */
import ExcelJS from 'exceljs';

export const IMPORT_HEADERS = [
  'reference',
  'recipient_name',
  'destination',
  'recipient_email',
  'recipient_phone_number',
  'status',
] as const;

export type SheetRow = Record<(typeof IMPORT_HEADERS)[number], string>;

/**
 * `count` rows, the references `${prefix}-1` … The rows whose index (0-based) is in `bad` get one
 * problem each, in turn: no recipient name, a malformed e-mail, no destination.
 */
export function parcelRows(count: number, prefix: string, bad: number[] = []): SheetRow[] {
  return Array.from({ length: count }, (_, index) => {
    const row: SheetRow = {
      reference: `${prefix}-${index + 1}`,
      recipient_name: `Ada Obi ${index + 1}`,
      destination: 'Lagos',
      recipient_email: `ada${index + 1}@example.com`,
      recipient_phone_number: '',
      status: 'Received',
    };
    const which = bad.indexOf(index);
    if (which >= 0) {
      if (which % 3 === 0) row.recipient_name = '';
      if (which % 3 === 1) row.recipient_email = 'not-an-email';
      if (which % 3 === 2) row.destination = '';
    }
    return row;
  });
}

/** What each bad row's problem is, as the dry run names it: [row number, column, code]. */
export function expectedProblems(bad: number[]): Array<[number, string, string]> {
  return bad.map((index, which) => [
    index + 2,
    ['recipient_name', 'recipient_email', 'destination'][which % 3],
    ['field.required', 'field.email', 'field.required'][which % 3],
  ]);
}

const csvCell = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

export function csvOf(rows: SheetRow[], headers: readonly string[] = IMPORT_HEADERS): string {
  const keys = IMPORT_HEADERS.slice(0, headers.length);
  return [
    headers.map(csvCell).join(','),
    ...rows.map((row) => keys.map((key) => csvCell(row[key])).join(',')),
  ].join('\r\n');
}

export async function xlsxOf(
  rows: SheetRow[],
  extra?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Parcels');
  sheet.addRow([...IMPORT_HEADERS]);
  for (const row of rows) sheet.addRow(IMPORT_HEADERS.map((key) => row[key]));
  extra?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
