// Jest globalSetup of the integration tests (a default export, as Jest reads it): a template
// folder for the run, where the first test file on the embedded database leaves a migrated one
// for the others to copy (pglite-template.ts). Set in the environment before the workers start,
// so every file of the run sees the same one. Plain JavaScript: Jest loads it untransformed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup() {
  process.env.WAYBILL_TEST_TEMPLATE = mkdtempSync(path.join(tmpdir(), 'waybill-test-template-'));
}
