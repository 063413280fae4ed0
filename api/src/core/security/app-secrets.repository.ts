import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The SQL of `app_secrets`: the named secret, generated and stored once (the first instance to ask
 * wins).
 */
export async function appSecret(dataSource: DataSource, name: string): Promise<string> {
  await dataSource.query(
    `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, randomBytes(48).toString('base64url')],
  );
  const rows: Array<{ value: string }> = await dataSource.query(
    `SELECT value FROM app_secrets WHERE name = $1`,
    [name],
  );
  return rows[0].value;
}
