import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contract from source, as the apps' builds use it (shared/ needs no build first).
  resolve: {
    alias: {
      '@waybill/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'jsdom',
    // A worker keeps the loaded modules from one file to the next (docs/architecture.md §8.1).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test-kit/component-setup.ts'],
    // A test that passes takes well under a second; on a busy machine (two cores shared with
    // builds and browsers) one that waits for the findBy limit still gets to finish.
    testTimeout: 30_000,
  },
});
