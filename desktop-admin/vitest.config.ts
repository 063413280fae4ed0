import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's own resolution (the contract from source), in jsdom; runs from any folder.
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      setupFiles: ['../test-kit/component-setup.ts'],
      // A test that passes takes well under a second; on a busy machine (two cores shared with
      // builds and browsers) one that waits for the findBy limit still gets to finish.
      testTimeout: 30_000,
    },
  }),
);
