// npm run bench:import — parcels from a spreadsheet (docs/product.md §4.4c) on the real server
// (api/dist/main.js) with a new embedded database (or BENCH_IMPORT_DATABASE_URL, PostgreSQL):
// a CSV of 10,000 rows (BENCH_IMPORT_ROWS) uploaded, dry-run and imported (all or nothing), each
// step timed from the call to the state the panel waits for; the server's peak RSS over the run.
// Aim (issue 31): the 10,000 rows validate and import in under 15 s.
import {
  checkParcelImport,
  getHealth,
  getParcelImport,
  runParcelImport,
  uploadParcelImport,
} from '@waybill/shared';
import {
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  run,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';
import { benchSession, cpuSeconds, mb, memoryOf, resetPeak, until } from './spreadsheets-lib.mjs';

const ROWS = positiveInt('BENCH_IMPORT_ROWS', 10_000);

/** A CSV like a shop's export: every row good, with e-mails, phones and addresses. */
function csv(/** @type {number} */ rows) {
  const stamp = Date.now().toString(36);
  const lines = [
    'reference,recipient_name,recipient_email,recipient_phone_number,recipient_address_line1,recipient_city,recipient_country,sender_name,status',
  ];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(
      `BENCH-${stamp}-${i},Ada Obi ${i},ada${i}@example.com,+234803${String(1000000 + i).slice(-7)},${i} Marina Road,Lagos,NG,Kyoto Ceramics,Received`,
    );
  }
  return lines.join('\r\n');
}

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const port = await freePort();
  const databaseUrl = process.env.BENCH_IMPORT_DATABASE_URL;
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    env: {
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DATA_DIR: tempDir('waybill-bench-import-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  const pid = /** @type {number} */ (server.pid);
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)'}, ${ROWS} rows`);
  const cookie = await benchSession(server.url);
  const text = csv(ROWS);
  const call = async (
    /** @type {string} */ method,
    /** @type {string} */ path,
    /** @type {unknown} */ body,
  ) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.errors}`);
    return answer.data;
  };

  const before = memoryOf(pid);
  const peakReset = resetPeak(pid);
  const started = performance.now();
  const cpu = [cpuSeconds(pid)];
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const uploaded = await fetch(server.url + uploadParcelImport.path({}), {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const made = (await uploaded.json()).data;
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
  const afterUpload = performance.now();
  cpu.push(cpuSeconds(pid));

  const detail = () => call('GET', getParcelImport.path({ id: made.id }));
  await call('POST', checkParcelImport.path({ id: made.id }), { mapping: made.mapping });
  const checked = await until(detail, (d) => d.state === 'checked' || d.state === 'failed');
  const afterCheck = performance.now();
  cpu.push(cpuSeconds(pid));
  if (checked.rows_bad > 0) throw new Error(`${checked.rows_bad} rows refused by the dry run`);

  await call('POST', runParcelImport.path({ id: made.id }), { mode: 'all_or_nothing' });
  const done = await until(detail, (d) => d.state === 'done' || d.state === 'failed');
  const finished = performance.now();
  cpu.push(cpuSeconds(pid));
  if (done.state !== 'done') throw new Error(`import failed: ${done.error}`);
  const peak = peakReset ? memoryOf(pid, 'VmHWM') : NaN;
  await server.stop();

  const seconds = (from, to) => ((to - from) / 1000).toFixed(2);
  // The server's CPU seconds in a step (the polls' answers included): the load average moves it less.
  const used = (/** @type {number} */ step) =>
    `(server CPU ${(cpu[step + 1] - cpu[step]).toFixed(2)} s)`;
  console.log(`upload (file read, rows counted): ${seconds(started, afterUpload)} s ${used(0)}`);
  console.log(
    `dry run (${checked.rows_good} rows checked):   ${seconds(afterUpload, afterCheck)} s ${used(1)}`,
  );
  console.log(
    `import (${done.created} parcels written):     ${seconds(afterCheck, finished)} s ${used(2)}`,
  );
  console.log(
    `total: ${seconds(started, finished)} s for ${ROWS} rows (aim: under 15 s), server CPU ${(cpu[3] - cpu[0]).toFixed(2)} s`,
  );
  console.log(
    `server RSS: ${mb(before)} before, peak ${peakReset ? mb(peak) : 'unknown (no /proc clear_refs)'}`,
  );
});
