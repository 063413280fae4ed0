import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { courierConfig } from './vite.config.ts';

/** The courier app's component tests, in jsdom, with IndexedDB from fake-indexeddb. */
export function componentsConfig() {
  return mergeConfig(
    courierConfig({ pwa: false }),
    defineConfig({
      root: fileURLToPath(new URL('.', import.meta.url)),
      test: {
        name: '@waybill/courier',
        environment: 'jsdom',
        // Each file starts with its own IndexedDB and queue module state.
        isolate: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: [
          'fake-indexeddb/auto',
          '../test-kit/component-setup.ts',
          './src/i18n/test-setup.ts',
        ],
        testTimeout: 30_000,
      },
    }),
  );
}

export default componentsConfig();
