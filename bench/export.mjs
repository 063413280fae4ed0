// npm run bench:export — the parcel export (docs/product.md §4.4c) of the seeded database
// (BENCH_DATABASE_URL, 1,000,000 parcels, bench/README.md) on the real server: every parcel, to
// CSV and then XLSX (BENCH_EXPORT_FORMATS), all of the export's columns, read as fast as the
// client can. Prints rows, seconds, rows/s, and the server's RSS before and its peak growth during
// each export (VmHWM after a reset). Aim (issue 31): growth under 100 MB for 1,000,000 parcels.
import { EXPORT_COLUMNS, exportParcels } from '@waybill/shared';
import { ensureSeed } from './seed.mjs';
import { DATABASE_URL, assertApiBuilt, run, startWaybill, warnIfBusy } from './lib.mjs';
import { benchSession, mb, memoryOf, resetPeak } from './spreadsheets-lib.mjs';

const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',');

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const { parcels } = await ensureSeed();
  const server = await startWaybill(DATABASE_URL);
  const pid = /** @type {number} */ (server.pid);
  const cookie = await benchSession(server.url);
  console.log(`${parcels} parcels in ${new URL(DATABASE_URL).pathname.slice(1)}`);
  for (const format of FORMATS) {
    const path = exportParcels.path(
      {},
      /** @type {any} */ ({
        format,
        columns: EXPORT_COLUMNS.join(','),
      }),
    );
    const before = memoryOf(pid);
    const peakReset = resetPeak(pid);
    let highest = before;
    const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid))), 100);
    const started = performance.now();
    const response = await fetch(server.url + path, { headers: { cookie } });
    if (!response.ok || !response.body) {
      throw new Error(`${format}: HTTP ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      // indexOf, not for…of over the bytes: the client's own CPU is taken from the server's.
      if (format === 'csv') {
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = peakReset ? memoryOf(pid, 'VmHWM') : highest;
    const rows = format === 'csv' ? newlines - 1 : parcels;
    console.log(
      `${format}: ${rows} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s; ` +
        `server RSS ${mb(before)} before, peak growth ${mb(peak - before)} (aim: under 100 MB)`,
    );
  }
  await server.stop();
});
