import { headerField, importRowProblems } from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';
import { cellText, fileFormat, fileRows, headerNames, surveyFile } from './spreadsheet-file.js';

const codesOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
    return [];
  } catch (error) {
    return error instanceof ApiError ? error.problems.map((each) => each.code) : ['thrown'];
  }
};

describe('what a file is', () => {
  it('takes UTF-8 text as .csv and refuses binary bytes, a zip, or another name', async () => {
    expect(await fileFormat(Buffer.from('a,b\r\n1,2\r\n'), 'x.csv')).toBe('csv');
    expect(await codesOf(() => fileFormat(Buffer.from([0xff, 0xfe, 0x00]), 'x.csv'))).toEqual([
      'import.file_type',
    ]);
    expect(await codesOf(() => fileFormat(Buffer.from('PK\u0003\u0004rest'), 'x.csv'))).toEqual([
      'import.file_type',
    ]);
    expect(await codesOf(() => fileFormat(Buffer.from('a,b'), 'x.xls'))).toEqual([
      'import.file_type',
    ]);
    expect(await codesOf(() => fileFormat(Buffer.from('a,b'), 'x.xlsx'))).toEqual([
      'import.file_type',
    ]);
  });
});

describe('rows', () => {
  it('numbers rows as a spreadsheet does, blank lines counted, and counts the data rows', async () => {
    const csv = Buffer.from('\uFEFFreference,name\r\nA-1,Ada\r\n\r\nA-2,"Obi, B"\r\n');
    const rows = [];
    for await (const row of fileRows(csv, 'csv')) rows.push([row.row, row.cells]);
    expect(rows).toEqual([
      [1, ['reference', 'name']],
      [2, ['A-1', 'Ada']],
      [3, ['']],
      [4, ['A-2', 'Obi, B']],
    ]);
    expect(await surveyFile(csv, 'csv')).toEqual({ headers: ['reference', 'name'], rows: 2 });
  });

  it('refuses a blank or repeated header, and drops empty ones at the end', () => {
    expect(headerNames([' a ', 'b', '', ''])).toEqual(['a', 'b']);
    expect(() => headerNames(['a', '', 'b'])).toThrow(ApiError);
    expect(() => headerNames(['Ref', 'ref'])).toThrow(ApiError);
  });

  it('reads cells as the text a person sees', () => {
    expect(cellText(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText({ richText: [{ text: 'Ada ' }, { text: 'Obi' }] })).toBe('Ada Obi');
    expect(cellText(null)).toBe('');
  });
});

describe('a row checked with the create schema', () => {
  it('names each problem by the file’s column, and requires the reference', () => {
    const mapping = { reference: 'Ref', recipient_name: 'Name', recipient_email: 'Mail' };
    const { payload, problems } = importRowProblems({ Ref: '', Name: '', Mail: 'nope' }, mapping);
    expect(payload).toBeNull();
    expect(problems.map((each) => [each.column, each.code])).toEqual([
      ['Name', 'field.required'],
      ['Mail', 'field.email'],
      [null, 'field.required'],
      ['Ref', 'field.required'],
    ]);
  });

  it('maps a header to its field by name or as a template writes it', () => {
    expect(headerField('Recipient Name')).toBe('recipient_name');
    expect(headerField('Nom du destinataire (recipient_name)')).toBe('recipient_name');
    expect(headerField('Order')).toBeNull();
  });
});
