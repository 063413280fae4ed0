// Jest globalTeardown of the integration tests: the run's template folder goes, and on
// PostgreSQL the workers' databases (see global-setup.config.js).
import { rmSync } from 'node:fs';
import { onServerOf } from './global-setup.config.js';

export default async function teardown() {
  const template = process.env.WAYBILL_TEST_TEMPLATE;
  if (template) rmSync(template, { recursive: true, force: true });
  const databases = process.env.WAYBILL_TEST_DATABASES?.split(',') ?? [];
  if (databases.length && process.env.TEST_DATABASE_URL) {
    await onServerOf(process.env.TEST_DATABASE_URL, async (client) => {
      for (const name of databases)
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
}
