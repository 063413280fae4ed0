// npm run bench:labels — a batch of 1,000 labels in one PDF (docs/product.md §4.17) on the real
// server (api/dist/main.js, PostgreSQL): time to the PDF's first byte and to its last, its size
// and pages, for each layout, and the server's resident memory before and at its peak.
// Aim (issue 31): the first byte within 2 s; the labels never all held in memory at once.
import { readFileSync } from 'node:fs';
import { createParcel, getHealth, getLabelBatch } from '@waybill/shared';
import pg from 'pg';
import {
  adminSession,
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  run,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

const DATABASE_URL =
  process.env.BENCH_LABELS_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/waybill_bench_labels';
const LABELS = positiveInt('BENCH_LABELS', 1000);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** A new, empty database for the run (the server migrates it at start). */
async function freshDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** The process's resident memory now and at its peak (Linux), in MB. */
function memoryOf(/** @type {number | undefined} */ pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  await freshDatabase();
  const port = await freePort();
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    inheritEnv: false,
    env: {
      DATABASE_URL,
      DATA_DIR: tempDir('waybill-bench-labels-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://track.example',
    },
  });
  const cookie = await adminSession(server.url, ADMIN);

  console.log(`creating ${LABELS} parcels…`);
  for (let i = 1; i <= LABELS; i++) {
    const response = await fetch(server.url + createParcel.path({}), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        tracking_code: `WB-LBL-${String(i).padStart(5, '0')}`,
        recipient_name: `Recipient ${i}`,
        destination: 'Lagos, Nigeria',
      }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`create answered ${response.status}`);
  }

  const before = memoryOf(server.pid);
  /** @type {Array<Record<string, string>>} */
  const rows = [];
  for (const layout of /** @type {const} */ (['thermal', 'a4-4', 'a4-8'])) {
    const started = performance.now();
    const response = await fetch(
      server.url + getLabelBatch.path({}, { search: 'WB-LBL', layout }),
      { headers: { cookie } },
    );
    if (!response.ok || !response.body) throw new Error(`labels answered ${response.status}`);
    let firstByte = 0;
    let bytes = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of response.body) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
      chunks.push(Buffer.from(chunk));
    }
    const total = performance.now() - started;
    const pages = (
      Buffer.concat(chunks)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? []
    ).length;
    rows.push({
      layout,
      'first byte': `${(firstByte / 1000).toFixed(2)} s`,
      total: `${(total / 1000).toFixed(2)} s`,
      size: `${(bytes / 1024 / 1024).toFixed(1)} MB`,
      pages: String(pages),
    });
    console.log(
      `${layout}: first byte ${(firstByte / 1000).toFixed(2)} s, all ${(total / 1000).toFixed(2)} s`,
    );
  }
  const after = memoryOf(server.pid);
  await server.stop();

  console.log(`\n${LABELS} labels in one PDF, per layout:\n`);
  console.table(rows);
  console.log(
    `server RSS before the batches ${before.rss.toFixed(0)} MB; peak RSS of the run ${after.peak.toFixed(0)} MB` +
      ` (peak before the batches ${before.peak.toFixed(0)} MB)`,
  );
  console.log('aim: first byte ≤ 2 s for each; memory not growing with the number of labels');
});
