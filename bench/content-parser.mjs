// The content parser against hostile page bodies: milliseconds per 100,000-character input for the
// parser of shared/ (built: `npm run build -w @waybill/shared`) and for the one before it
// (bench/content-parser-before.mjs), in the same process. Then both read the same seeded random
// ordinary content, which must give the same trees. Fails (exit 1) when the new parser takes 50 ms
// or more on any input, or reads differently.
import { isDeepStrictEqual } from 'node:util';
import { parseContent } from '@waybill/shared';
import { parseContent as parseContentBefore } from './content-parser-before.mjs';
import { seededRandom, warnIfBusy } from './lib.mjs';

const SIZE = 100_000;
const LIMIT_MS = 50;
const RUNS = 15;

/** A unit repeated to exactly SIZE characters. */
const fill = (/** @type {string} */ unit, head = '', tail = '') =>
  head +
  unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE - head.length - tail.length) +
  tail;

/** @type {Array<[string, string]>} */
const INPUTS = [
  ['**a** repeated (20,000 bold runs)', fill('**a**')],
  ['**__~~a~~__** repeated (nested markers)', fill('**__~~a~~__**')],
  ['openers then closers (**__~~ … ~~__**)', fill('**__~~', '', '~~__**'.repeat(SIZE / 12))],
  ['[image: + spaces + x', fill(' ', '[image:', 'x')],
  [
    '[image: + spaces + a description and address',
    fill(' ', '[image:', 'Depot](https://example.com/a.jpg)'),
  ],
  ['[video]( + an address without its )', fill('a', '[video](https://example.com/')],
  ['**a** repeated, then one unpaired __', fill('**a**', '', '__')],
  ['unclosed markers: ** then letters', fill('a', '**')],
  ['only asterisks', fill('*')],
  ['*_~ repeated (no marker pairs)', fill('*_~')],
  ['**a** and a line break, repeated (20,000 lines)', fill('**a**\n')],
  ['mixed markers and text', fill('~~a**b__c~~d**e__ ')],
  ['seeded random markers, brackets, spaces and breaks', randomHostile(SIZE, 2026)],
];

/** SIZE characters drawn from what the parser reacts to (seeded, so the same every run). */
function randomHostile(/** @type {number} */ size, /** @type {number} */ seed) {
  const next = seededRandom(seed);
  const pieces = [
    '*',
    '**',
    '_',
    '__',
    '~',
    '~~',
    '[image:',
    '[video]',
    ']',
    '(',
    ')',
    ' ',
    '  ',
    '\n',
    'a',
    'https://example.com/p.jpg',
    ':',
  ];
  let text = '';
  while (text.length < size) text += pieces[Math.floor(next() * pieces.length)];
  return text.slice(0, size);
}

/** Run with --expose-gc (npm run bench:content does): each run then starts on a clean heap. */
const collect = typeof globalThis.gc === 'function' ? globalThis.gc : () => undefined;

/** Milliseconds of one parse, or the error it threw. */
function time(/** @type {(text: string) => unknown} */ parse, /** @type {string} */ text) {
  collect();
  const start = performance.now();
  try {
    parse(text);
    return { ms: performance.now() - start };
  } catch (error) {
    return {
      ms: performance.now() - start,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

warnIfBusy();
console.log(
  `Each input is ${SIZE.toLocaleString('en')} characters; new: median of ${RUNS} runs after 3 warm-ups; before: one run.\n`,
);
const failures = [];
const rows = [];
for (const [name, text] of INPUTS) {
  if (text.length !== SIZE) throw new Error(`${name}: ${text.length} characters`);
  for (let warm = 0; warm < 3; warm++) time(parseContent, text);
  const runs = Array.from({ length: RUNS }, () => time(parseContent, text));
  const failed = runs.find((run) => run.error);
  const ms = median(runs.map((run) => run.ms));
  const before = time(parseContentBefore, text);
  rows.push({
    input: name,
    'new (ms)': failed ? `threw: ${failed.error}` : ms.toFixed(2),
    'before (ms)': before.error
      ? `threw after ${before.ms.toFixed(0)} ms: ${before.error}`
      : before.ms.toFixed(1),
  });
  if (failed || ms >= LIMIT_MS)
    failures.push(`${name}: ${failed ? failed.error : `${ms.toFixed(2)} ms`}`);
}
console.table(rows);

// Ordinary content: short lines of words, markers, media lines and blanks.
const SEED = 12;
const next = seededRandom(SEED);
const PIECES = [
  'We ship ',
  'fast',
  ' and ',
  '**',
  '__',
  '~~',
  '*',
  '_',
  '~',
  'Lagos',
  ' ',
  '!',
  '\n',
  '\n\n',
  '[image: Depot](https://example.com/d.jpg)',
  '[video](https://youtu.be/abcdefgh)',
  '[image](javascript:alert(1))',
  '<b>',
  '[image:',
  '](',
];
const SAMPLES = 50_000;
let differences = 0;
for (let sample = 0; sample < SAMPLES; sample++) {
  let text = '';
  const length = Math.floor(next() * 24);
  for (let piece = 0; piece < length; piece++) text += PIECES[Math.floor(next() * PIECES.length)];
  if (!isDeepStrictEqual(parseContent(text), parseContentBefore(text))) {
    if (differences++ < 5) failures.push(`reads differently from before: ${JSON.stringify(text)}`);
  }
}
console.log(
  `\nOrdinary content: ${SAMPLES.toLocaleString('en')} random bodies (seed ${SEED}), ${differences} read differently from before.`,
);

if (failures.length > 0) {
  console.error(`\nFAILED (limit ${LIMIT_MS} ms per input):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every hostile input parsed in under ${LIMIT_MS} ms.`);
