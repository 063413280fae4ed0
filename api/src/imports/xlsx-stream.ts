import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * A one-sheet .xlsx written as it goes, for exports of any size (docs/product.md §4.4c): the
 * sheet's rows are deflated into the zip synchronously as they come, and each piece is handed to
 * `write` at once, so the caller's wait for the client (back-pressure) bounds memory. exceljs'
 * streaming writer queues a whole sheet behind its zip's compression (1,000,000 rows grew the
 * server by 1.3 GB), hence this. Every cell is an inline string or a number, never a formula.
 */
export interface XlsxStream {
  row(cells: readonly unknown[]): void;
  end(): void;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${text(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = `</sheetData></worksheet>`;

/** Pieces of the sheet's XML gathered before each deflate: small pushes compress poorly. */
const PUSH_CHARS = 64 * 1024;

/** Text as XML character data: escaped, and without the characters XML 1.0 cannot carry. */
function text(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The column's letters: 0 is A, 25 Z, 26 AA. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function cellXml(reference: string, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${reference}"><v>${value}</v></c>`;
  }
  const shown = value === null || value === undefined ? '' : String(value);
  if (shown === '') return '';
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${text(shown)}</t></is></c>`;
}

export function xlsxStream(write: (chunk: Uint8Array) => void, sheetName: string): XlsxStream {
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    write(chunk);
  });
  const file = (name: string, content: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(content), true);
  };
  file('[Content_Types].xml', CONTENT_TYPES);
  file('_rels/.rels', ROOT_RELS);
  file('xl/workbook.xml', workbook(sheetName));
  file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let pending = SHEET_HEAD;
  let rows = 0;
  return {
    row(cells) {
      rows += 1;
      pending += `<row r="${rows}">`;
      cells.forEach((value, index) => {
        pending += cellXml(`${columnName(index)}${rows}`, value);
      });
      pending += '</row>';
      if (pending.length >= PUSH_CHARS) {
        sheet.push(strToU8(pending));
        pending = '';
      }
    },
    end() {
      sheet.push(strToU8(pending + SHEET_TAIL), true);
      zip.end();
    },
  };
}
