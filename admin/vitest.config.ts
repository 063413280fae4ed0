import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The files that replace a module with `vi.mock`: a mock applies only where the module is loaded
 * afresh, so these run with isolation, in a project of their own (the root vitest.config.ts).
 */
export const MOCKING_FILES = ['src/auth/SecondFactorPasskey.test.tsx'];

/**
 * The app's own resolution (the contract from source), in jsdom; runs from any folder. Without
 * isolation a worker keeps the loaded modules (React, Blueprint, the app's) from one file to the
 * next instead of loading them again for each (docs/architecture.md §8.1).
 */
export function componentsConfig(mocking: boolean) {
  return mergeConfig(
    viteConfig,
    defineConfig({
      root: fileURLToPath(new URL('.', import.meta.url)),
      test: {
        name: mocking ? '@waybill/admin (mocking)' : '@waybill/admin',
        environment: 'jsdom',
        isolate: mocking,
        include: mocking ? MOCKING_FILES : ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
        exclude: mocking ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES],
        setupFiles: [
          '../test-kit/component-setup.ts',
          './src/i18n/test-setup.ts',
          './src/test/component-setup.ts',
        ],
        // A test that passes takes well under a second; on a busy machine (two cores shared with
        // builds and browsers) one that waits for the findBy limit still gets to finish.
        testTimeout: 30_000,
      },
    }),
  );
}

export default componentsConfig(false);
