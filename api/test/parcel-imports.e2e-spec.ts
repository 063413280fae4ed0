import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  checkParcelImport,
  exportParcels,
  getParcelImport,
  getParcelImportReport,
  getParcelImportTemplate,
  IMPORT_BYTES_MAX,
  IMPORT_FIELDS,
  listAudit,
  listParcels,
  type ParcelImport,
  runParcelImport,
  uploadParcelImport,
} from '@waybill/shared';
import {
  csvOf,
  expectedProblems,
  IMPORT_HEADERS,
  parcelRows,
  xlsxOf,
} from '../../test-kit/spreadsheets.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

/**
 * Parcels from spreadsheets and the list to them (docs/product.md §4.4c), on a real database:
 * the upload and its checks of what the file is, the dry run naming each bad row's column and
 * problem with the create's own rules, the import of the good rows or all-or-nothing, no
 * duplicates on a second import or a race, the refused rows' report, the template, the export
 * with the list's filters and its CSV-injection guard. Attacks: a lying file, a zip bomb, a file
 * too large, formulas, another member's import, racing imports. The crash mid-import:
 * parcel-import-crash.e2e-spec.ts.
 */
let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});
const api = () => staffClient(admin);
const runJobs = () => t.app.get(JobWorker).runDue();

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(buffer: Buffer, name: string, agent = admin, status = 201) {
  return staffClient(agent).data(
    uploadParcelImport,
    { form: { file: { name, mimeType: name.endsWith('.xlsx') ? XLSX : CSV, buffer } } },
    status,
  );
}

async function refusedUpload(buffer: Buffer, name: string) {
  const answer = await api().call(uploadParcelImport, {
    form: { file: { name, mimeType: CSV, buffer } },
  });
  return { status: answer.status, codes: answer.body.error_codes };
}

/** Upload, dry run with the proposed mapping, and wait for the job: the checked import. */
async function checked(buffer: Buffer, name: string): Promise<ParcelImport> {
  const made = await upload(buffer, name);
  await api().data(checkParcelImport, {
    params: { id: made.id },
    body: { mapping: made.mapping },
  });
  await runJobs();
  return api().data(getParcelImport, { params: { id: made.id } });
}

async function imported(id: number, mode: 'good_rows' | 'all_or_nothing' = 'good_rows') {
  await api().data(runParcelImport, { params: { id }, body: { mode } });
  await runJobs();
  return api().data(getParcelImport, { params: { id } });
}

const parcelCount = async (like = '%') => {
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM parcels WHERE reference LIKE $1`,
    [like],
  );
  return count as number;
};

describe('parcel imports', () => {
  it('names every bad row and column in the dry run, imports the good rows once, and reports the refused', async () => {
    const bad = [3, 10, 11, 40, 41, 42, 99];
    const file = Buffer.from(csvOf(parcelRows(120, 'SHOP', bad)));
    const made = await upload(file, 'orders.csv');
    expect(made).toMatchObject({ state: 'uploaded', rows_total: 120, format: 'csv' });
    // The headers are the fields' names: the mapping proposes them all.
    expect(made.mapping).toEqual(Object.fromEntries(IMPORT_HEADERS.map((h) => [h, h])));

    const dry = await checked(file, 'orders.csv');
    expect(dry).toMatchObject({ state: 'checked', rows_good: 113, rows_bad: 7, rows_done: 120 });
    const detail = await api().data(getParcelImport, { params: { id: dry.id } });
    expect(detail.problems.data.map((p) => [p.row, p.column, p.code])).toEqual(
      expectedProblems(bad),
    );
    expect(await parcelCount()).toBe(0); // a dry run writes nothing

    // All or nothing refuses a file with problems; the good rows go in.
    const refused = await api().call(runParcelImport, {
      params: { id: dry.id },
      body: { mode: 'all_or_nothing' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error_codes).toEqual(['import.has_problems']);
    const done = await imported(dry.id);
    expect(done).toMatchObject({ state: 'done', created: 113, skipped: 0 });
    expect(await parcelCount()).toBe(113);
    const [parcel] = await t.dataSource.query(
      `SELECT tracking_code, current_stage, search_text FROM parcels WHERE reference = 'SHOP-1'`,
    );
    expect(parcel.tracking_code).toMatch(/^WB[0-9A-Z]{11}$/);
    expect(parcel.search_text).toContain('adaobi1');

    // The same file again: every reference is there, nothing is made twice.
    const again = await checked(file, 'orders.csv');
    expect((await imported(again.id)).created).toBe(0);
    expect((await api().data(getParcelImport, { params: { id: again.id } })).skipped).toBe(113);
    expect(await parcelCount()).toBe(113);

    // The report: one line per problem, row and column named.
    const report = await api().call(getParcelImportReport, { params: { id: dry.id } });
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(report.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,column,field,code,problem');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(
      expectedProblems(bad).map(([row, column]) => `${row},${column}`),
    );

    // Audited: the upload, the dry run, the start and the end (with its counts).
    const trail = await api().data(listAudit, { query: { entity: 'parcel_import' } });
    const actions = trail.data
      .filter((row) => row.entity_id === String(dry.id))
      .map((row) => row.action);
    expect(actions.sort()).toEqual(['create', 'update', 'update', 'update']);
  });

  it('remembers the mapping for a set of headers, and reads an .xlsx with the same rules', async () => {
    const headers = ['Order', 'Name', 'City', 'Mail', 'Phone', 'State'];
    const first = await upload(Buffer.from(csvOf(parcelRows(3, 'MAP'), headers)), 'a.csv');
    expect(first.mapping).toEqual({}); // no header is a field's name
    const mapping = {
      reference: 'Order',
      recipient_name: 'Name',
      destination: 'City',
      recipient_email: 'Mail',
    };
    await api().data(checkParcelImport, { params: { id: first.id }, body: { mapping } });
    const second = await upload(Buffer.from(csvOf(parcelRows(5, 'MAP2'), headers)), 'b.csv');
    expect(second.mapping).toEqual(mapping);

    const workbook = await xlsxOf(parcelRows(30, 'XL', [5]), (sheet) => {
      // A formula is never evaluated: the row is refused, naming the column.
      sheet.getCell('B10').value = { formula: 'HYPERLINK("https://evil.example","x")' } as never;
    });
    const dry = await checked(workbook, 'orders.xlsx');
    expect(dry).toMatchObject({ format: 'xlsx', rows_total: 30, rows_bad: 2 });
    const { problems } = await api().data(getParcelImport, { params: { id: dry.id } });
    expect(problems.data.map((p) => [p.row, p.column, p.code])).toEqual([
      [7, 'recipient_name', 'field.required'],
      [10, 'recipient_name', 'import.formula'],
    ]);
    expect((await imported(dry.id)).created).toBe(28);
  });

  it('refuses a repeated reference in the file and a phone the create refuses, by row', async () => {
    const rows = parcelRows(4, 'REP');
    rows[2].reference = 'REP-1';
    rows[3].recipient_phone_number = '12';
    const dry = await checked(Buffer.from(csvOf(rows)), 'rep.csv');
    const { problems } = await api().data(getParcelImport, { params: { id: dry.id } });
    expect(problems.data.map((p) => [p.row, p.column, p.code, p.params])).toEqual([
      [4, 'reference', 'import.reference_repeated', { field: 'reference', row: 2 }],
      [5, 'recipient_phone_number', 'address.phone', { field: 'recipient_phone_number' }],
    ]);
  });

  it('refuses a lying file, a zip bomb, a file too large and a mapping to no column', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusedUpload(png, 'orders.csv')).toEqual({
      status: 400,
      codes: ['import.file_type'],
    });
    expect(await refusedUpload(Buffer.from('reference\nA-1\n'), 'orders.xlsx')).toEqual({
      status: 400,
      codes: ['import.file_type'],
    });
    expect(await refusedUpload(Buffer.from('a,b\n1,2\n'), 'orders.exe')).toEqual({
      status: 400,
      codes: ['import.file_type'],
    });
    // A zip that is no workbook, and a workbook renamed .csv.
    const notWorkbook = await zipOf([{ name: 'hello.txt', size: 10 }]);
    expect((await refusedUpload(notWorkbook, 'x.xlsx')).codes).toEqual(['import.file_unreadable']);
    const workbook = await xlsxOf(parcelRows(2, 'Z'));
    expect((await refusedUpload(workbook, 'x.csv')).codes).toEqual(['import.file_type']);

    // 300 MB of one byte in a sheet: a few hundred kilobytes zipped, refused as it is inflated.
    const bomb = await zipOf([
      { name: 'xl/workbook.xml', size: 10 },
      { name: 'xl/worksheets/sheet1.xml', size: 300 * 1024 * 1024 },
    ]);
    expect(bomb.length).toBeLessThan(IMPORT_BYTES_MAX);
    expect(await refusedUpload(bomb, 'bomb.xlsx')).toEqual({
      status: 400,
      codes: ['import.unpacked_too_large'],
    });
    // The same, its sizes declared small: the inflated bytes are counted, not the declaration.
    const liar = await zipOf(
      [
        { name: 'xl/workbook.xml', size: 10 },
        { name: 'xl/worksheets/sheet1.xml', size: 300 * 1024 * 1024 },
      ],
      true,
    );
    expect((await refusedUpload(liar, 'liar.xlsx')).status).toBe(400);

    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    const tooLarge = await refusedUpload(huge, 'huge.csv');
    expect(tooLarge).toEqual({ status: 413, codes: ['form.file_too_large'] });

    const made = await upload(Buffer.from(csvOf(parcelRows(2, 'M'))), 'm.csv');
    const unknown = await api().call(checkParcelImport, {
      params: { id: made.id },
      body: { mapping: { reference: 'reference', recipient_name: 'nope' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_codes).toEqual(['import.column_unknown']);
    const unmapped = await api().call(checkParcelImport, {
      params: { id: made.id },
      body: { mapping: { recipient_name: 'recipient_name' } },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.error_codes).toEqual(['import.reference_unmapped']);
    expect(await parcelCount()).toBe(0);
  });

  it("keeps a member out of another member's import", async () => {
    const made = await upload(Buffer.from(csvOf(parcelRows(2, 'OWN'))), 'own.csv');
    const other = staffClient(await invitedMember(t, admin, 'dispatcher'));
    for (const answer of [
      await other.call(getParcelImport, { params: { id: made.id } }),
      await other.call(checkParcelImport, {
        params: { id: made.id },
        body: { mapping: made.mapping },
      }),
      await other.call(runParcelImport, { params: { id: made.id }, body: { mode: 'good_rows' } }),
      await other.call(getParcelImportReport, { params: { id: made.id } }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const viewer = staffClient(await invitedMember(t, admin, 'viewer'));
    expect((await viewer.call(getParcelImport, { params: { id: made.id } })).status).toBe(403);
  });

  it('makes each parcel once when two imports of one file race, and runs an import once', async () => {
    const file = Buffer.from(csvOf(parcelRows(300, 'RACE')));
    const [a, b] = [await checked(file, 'r.csv'), await checked(file, 'r.csv')];
    const runs = await Promise.all([
      api().call(runParcelImport, { params: { id: a.id }, body: { mode: 'all_or_nothing' } }),
      api().call(runParcelImport, { params: { id: a.id }, body: { mode: 'all_or_nothing' } }),
      api().call(runParcelImport, { params: { id: b.id }, body: { mode: 'good_rows' } }),
    ]);
    expect(runs.map((run) => run.status).sort()).toEqual([200, 200, 409]);
    await runJobs();
    const [doneA, doneB] = await Promise.all(
      [a, b].map(({ id }) => api().data(getParcelImport, { params: { id } })),
    );
    expect(doneA.created + doneB.created).toBe(300);
    expect(doneA.skipped + doneB.skipped).toBe(300);
    expect(await parcelCount('RACE-%')).toBe(300);
  });

  it('exports what the list shows, with its filters and the chosen columns, formulas disarmed', async () => {
    const rows = parcelRows(40, 'EXP');
    rows[0].recipient_name = '=HYPERLINK("https://evil.example","click")';
    rows[1].recipient_name = '@SUM(1+1)';
    rows.slice(20).forEach((row) => (row.status = 'In transit'));
    const dry = await checked(Buffer.from(csvOf(rows)), 'e.csv');
    await imported(dry.id);

    const columns = 'tracking_code,reference,recipient_name,status';
    const csv = await api().call(exportParcels, {
      query: { status: 'Received', columns, format: 'csv' },
    });
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(columns);
    expect(lines).toHaveLength(21);
    const listed = await api().data(listParcels, { query: { status: 'Received' } });
    expect(lines.slice(1, 21).map((line) => line.split(',')[0])).toEqual(
      listed.data.map((parcel) => parcel.tracking_code),
    );
    expect(lines.find((line) => line.includes('EXP-1,'))).toContain(`"'=HYPERLINK(`);
    expect(lines.find((line) => line.includes('EXP-2,'))).toContain(`'@SUM(1+1)`);

    const xlsx = await admin
      .get(exportParcels.path({}, { format: 'xlsx', columns, reference: 'EXP-3' } as never))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as never);
    const values = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0].slice(1)).toEqual(columns.split(','));
    expect(values).toHaveLength(2);
    expect(values[1][2]).toBe('EXP-3');

    const unknown = await api().call(exportParcels, { query: { columns: 'password_hash' } });
    expect(unknown.status).toBe(400);
  });

  it('gives the template with headers in the language asked', async () => {
    const labels = IMPORT_FIELDS.map((field) => `Étiquette ${field}`);
    const csv = await api().call(getParcelImportTemplate, {
      query: { format: 'csv', labels: JSON.stringify(labels) },
    });
    expect(csv.status).toBe(200);
    const header = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim();
    expect(header.split(',')[0]).toBe('Étiquette reference (reference)');
    // A filled template maps itself.
    const made = await upload(Buffer.from(`${header}\r\nT-1,Ada,Lagos\r\n`), 'template.csv');
    expect(made.mapping.reference).toBe('Étiquette reference (reference)');
    expect(made.mapping.recipient_name).toBe('Étiquette recipient_name (recipient_name)');
  });
});

/**
 * A zip (stored as deflate) whose entries are `size` bytes of 'a', written by hand so a test can
 * make one that unpacks far past its own size; `lie` declares each entry's size as 10 bytes.
 */
async function zipOf(entries: Array<{ name: string; size: number }>, lie = false): Promise<Buffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const chunk = Buffer.alloc(Math.min(entry.size, 1024 * 1024), 'a');
    const deflate = createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflate.on('data', (data: Buffer) => out.push(data));
    let crc = 0;
    for (let written = 0; written < entry.size; written += chunk.length) {
      const piece = chunk.subarray(0, Math.min(chunk.length, entry.size - written));
      crc = crc32(piece, crc);
      if (!deflate.write(piece)) await once(deflate, 'drain');
    }
    deflate.end();
    await once(deflate, 'end');
    const data = Buffer.concat(out);
    const name = Buffer.from(entry.name);
    const size = lie ? 10 : entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
