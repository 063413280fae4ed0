import { csvCell, csvLine } from './audit-csv.js';

describe('csvCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'defuses %j, which a spreadsheet would run',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty for null, JSON for objects, text for numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
    expect(csvCell({ a: { before: 1, after: 2 } })).toBe('"{""a"":{""before"":1,""after"":2}}"');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });
});
