import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateTemplate } from './product-template.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Playwright's globalSetup (a default export, as Playwright reads it): one migrated database for
 * the run, copied into each product's new data folder (product-template.ts). Its environment
 * variable reaches the workers, which start after it; the returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const template = await migrateTemplate(ROOT);
  return () => rmSync(template, { recursive: true, force: true });
}
