import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.mjs';

export default defineConfig({
  testDir: 'specs',
  // One migrated database for the run, copied by each product it starts (support/product-template.ts).
  globalSetup: './support/global-setup.config.ts',
  // Two workers, each with its own product, mailbox and browser (support/fixtures.ts): the files
  // of a worker run one after the other on its product, as with one worker. E2E_WORKERS=1 for one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
});
