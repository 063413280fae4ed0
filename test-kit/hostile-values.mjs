// What strangers and fuzzers send: values that have broken parsers and databases before. Shared
// by the API's hostile-input tests (api/test/hostile-input.e2e-spec.ts) and the fuzzer
// (bench/fuzz.mjs). Plain JavaScript (types in hostile-values.d.mts) so that both can load it.

/** JSON values, each tried in each field of a body. */
export const HOSTILE_VALUES = [
  '\u0000',
  'x'.repeat(20_000),
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1.5,
  true,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  null,
  '',
  ' ',
  '\ud800',
  '1e99999',
  '2026-02-30',
  '<script>alert(1)</script>',
  "'; DROP TABLE parcels; --",
  '%00',
  '../../etc/passwd',
];

/** Path segments written as sent (already percent-encoded, or not): codes, slugs and ids. */
export const HOSTILE_SEGMENTS = [
  '%00',
  '%ff',
  '%',
  '..%2f..%2f',
  'x'.repeat(5000),
  '%F0%9F%92%A9',
  '%ED%A0%80',
];

/** Traversal in codes and slugs, in the spellings servers have decoded to `../`. */
export const TRAVERSAL_SEGMENTS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows%5cwin.ini',
  '%252e%252e%252f',
  '....%2f%2f',
  '%c0%ae%c0%ae%c0%af',
  '..%00.pdf',
  '.',
  '..',
];

/** Page numbers no list has. */
export const ABSURD_PAGES = [
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  'abc',
  '',
  '%ff',
  '%00',
];
