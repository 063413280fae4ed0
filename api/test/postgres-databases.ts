import pg from 'pg';

/**
 * Databases tests make for themselves on a PostgreSQL server (`server`: an address without a
 * database, e.g. postgres://postgres@127.0.0.1:5432), each with a name of its own.
 */
export async function freshDatabase(
  server: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(server, `CREATE DATABASE ${name}`);
  return {
    url: `${server}/${name}`,
    drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
