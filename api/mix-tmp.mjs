import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { argon2id } from 'hash-wasm';
import { randomBytes } from 'node:crypto';
const db = new PGlite('/tmp/h4seed/db', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.waitReady;
const rssOpen = (process.memoryUsage.rss() / 1048576).toFixed(0);
const COST = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 };
await argon2id({ ...COST, password: 'x', salt: randomBytes(16), outputType: 'encoded' });
let t = performance.now();
for (let i = 0; i < 10; i++) await argon2id({ ...COST, password: 'x', salt: randomBytes(16), outputType: 'encoded' });
const argon = ((performance.now() - t) / 10).toFixed(0);
t = performance.now(); let n = 0;
while (performance.now() - t < 6000) {
  const code = 'WB' + String(1 + Math.floor(Math.random() * 10000)).padStart(9, '0');
  await db.query(`select p.*, (select json_agg(a order by a.created_at desc) from (select * from activities a where a.parcel_id = p.id order by created_at desc limit 10) a) h from parcels p where upper(tracking_code) = $1`, [code]);
  n++;
}
console.log(process.execArgv.join(' ').padEnd(40), 'argon ms', argon, 'queries/s', (n / 6).toFixed(0), 'rss open', rssOpen, 'rss', (process.memoryUsage.rss() / 1048576).toFixed(0));
await db.close();
