import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.mjs';

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';
const TRACE_MODES: readonly TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry'];

function traceMode(asked: string | undefined): TraceMode {
  if (asked === undefined || asked === '') return 'off';
  const mode = TRACE_MODES.find((known) => known === asked);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}`);
  return mode;
}

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
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace of every test cost
    // 15-40 % more CPU in two runs of the same files on 2 cores, and CI keeps no test-results.
    trace: traceMode(process.env.E2E_TRACE),
  },
});
