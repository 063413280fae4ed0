import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cpSync, existsSync } from 'node:fs';
import { seed } from './seed.mjs';
if (!existsSync('/tmp/h4seed')) {
  cpSync('/tmp/h4dbg2', '/tmp/h4seed', { recursive: true });
  const db = new PGlite('/tmp/h4seed/db', { extensions: { pg_trgm } });
  await seed(db, 10000); await db.close();
}
const db = new PGlite('/tmp/h4seed/db', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.waitReady;
const t = performance.now(); let n = 0;
while (performance.now() - t < 8000) {
  const code = 'WB' + String(1 + Math.floor(Math.random() * 10000)).padStart(9, '0');
  await db.query(`select p.*, (select json_agg(a order by a.created_at desc) from (select * from activities a where a.parcel_id = p.id order by created_at desc limit 10) a) h from parcels p where upper(tracking_code) = $1`, [code]);
  n++;
}
console.log(process.execArgv.join(' '), 'queries/s', (n / 8).toFixed(0), 'rss', (process.memoryUsage.rss() / 1048576).toFixed(0));
await db.close();
