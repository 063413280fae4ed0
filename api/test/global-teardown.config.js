// Jest globalTeardown of the integration tests: the run's template folder goes (see
// global-setup.config.js).
import { rmSync } from 'node:fs';

export default function teardown() {
  const template = process.env.WAYBILL_TEST_TEMPLATE;
  if (template) rmSync(template, { recursive: true, force: true });
}
