import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from './pglite-pool.js';

type Client = {
  query: (
    sql: string,
    params?: unknown[],
  ) => Promise<{ rows: unknown[]; rowCount: number; command: string }>;
};

function borrow(pool: PGlitePool): Promise<{ client: Client; release: () => void }> {
  return new Promise((resolve, reject) =>
    pool.connect((error, client, release) =>
      error || !client ? reject(error) : resolve({ client: client as Client, release }),
    ),
  );
}

describe('PGlitePool', () => {
  let db: PGlite;
  let pool: PGlitePool;
  beforeAll(async () => {
    db = new PGlite();
    pool = new PGlitePool(db);
    await pool.query('CREATE TABLE counter (n integer)');
    // Starting the embedded database compiles its WebAssembly: seconds on a busy machine.
  }, 60_000);
  afterAll(() => db.close());

  it('lends the one connection to one borrower at a time, so transactions never interleave', async () => {
    const events: string[] = [];
    const first = await borrow(pool);
    await first.client.query('BEGIN');
    const second = borrow(pool).then(async (lent) => {
      events.push('second borrowed');
      await lent.client.query('BEGIN');
      await lent.client.query('INSERT INTO counter VALUES (2)');
      await lent.client.query('ROLLBACK');
      lent.release();
    });
    const outside = pool.query('SELECT count(*)::int AS n FROM counter').then((result) => {
      events.push(`outside saw ${(result.rows[0] as { n: number }).n}`);
    });
    await first.client.query('INSERT INTO counter VALUES (1)');
    events.push('first committing');
    await first.client.query('COMMIT');
    first.release();
    await Promise.all([second, outside]);
    expect(events).toEqual(['first committing', 'second borrowed', 'outside saw 1']);
  });

  it('reports affected rows and the command, as TypeORM expects from pg', async () => {
    const result = await pool.query('UPDATE counter SET n = n + 10 WHERE n = $1', [1]);
    expect(result).toMatchObject({ command: 'UPDATE', rowCount: 1 });
  });

  it('frees the connection when a query fails', async () => {
    await expect(pool.query('SELECT * FROM missing_table')).rejects.toThrow(/missing_table/);
    const result = await pool.query('SELECT 1 AS one');
    expect(result.rows).toEqual([{ one: 1 }]);
  });
});
