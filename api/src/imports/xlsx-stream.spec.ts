import ExcelJS from 'exceljs';
import { xlsxStream } from './xlsx-stream.js';

/** The rows a spreadsheet program reads back, via exceljs' reader. */
async function readBack(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe('Parcels');
  return (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
}

function written(rows: readonly unknown[][]): { bytes: Buffer; pieces: number } {
  const chunks: Uint8Array[] = [];
  const sheet = xlsxStream((chunk) => chunks.push(chunk), 'Parcels');
  for (const row of rows) sheet.row(row);
  sheet.end();
  return { bytes: Buffer.concat(chunks), pieces: chunks.length };
}

describe('a streamed .xlsx', () => {
  it('reads back cell for cell: text as written, numbers as numbers, formulas as plain text', async () => {
    const rows = [
      ['tracking_code', 'recipient_name', 'weight', 'note'],
      ['WB-1', '=HYPERLINK("https://evil.example","click")', 2.5, 'a < b & "c" > d'],
      ['WB-2', 'ليلى حسن', 0, '😀 Zoë\nsecond line'],
      ['WB-3', 'bell\u0007 and nul\u0000 gone', -1, ''],
    ];
    const values = await readBack(written(rows).bytes);
    expect(values[0]).toEqual(rows[0]);
    expect(values[1]).toEqual([
      'WB-1',
      '=HYPERLINK("https://evil.example","click")',
      2.5,
      'a < b & "c" > d',
    ]);
    expect(values[2]).toEqual(['WB-2', 'ليلى حسن', 0, '😀 Zoë\nsecond line']);
    expect(values[3].slice(0, 3)).toEqual(['WB-3', 'bell and nul gone', -1]);
  });

  it('names columns past Z as a spreadsheet does (AA, AB …)', async () => {
    const wide = Array.from({ length: 30 }, (_, index) => `c${index}`);
    const [row] = await readBack(written([wide]).bytes);
    expect(row).toEqual(wide);
  });

  it('hands the zip over in pieces as rows come, not all at the end', () => {
    const row = ['WB-000000', 'Ada Obi', 'Lagos', 'In transit', 'A reasonably long note'];
    const chunks: number[] = [];
    const sheet = xlsxStream((chunk) => chunks.push(chunk.length), 'Parcels');
    for (let index = 0; index < 20_000; index += 1) sheet.row(row);
    // Before the end, most of the sheet has already been handed over.
    const before = chunks.reduce((sum, length) => sum + length, 0);
    sheet.end();
    const total = chunks.reduce((sum, length) => sum + length, 0);
    expect(chunks.length).toBeGreaterThan(5);
    expect(before / total).toBeGreaterThan(0.8);
  });
});
