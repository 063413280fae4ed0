import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig } from './vite.config.ts';

/**
 * The files that replace a module with `vi.mock`: a mock applies only where the module is loaded
 * afresh, so these run with isolation, in a project of their own (the root vitest.config.ts).
 */
export const MOCKING_FILES = ['src/tracking/lookup.test.ts', 'src/tracking/live.test.tsx'];

/**
 * The site's own resolution (the contract from source, its storage part alone), in jsdom. Without
 * isolation a worker keeps the loaded modules from one file to the next (docs/architecture.md
 * §8.1).
 */
export function componentsConfig(mocking: boolean) {
  return mergeConfig(
    siteConfig(false),
    defineConfig({
      root: fileURLToPath(new URL('.', import.meta.url)),
      test: {
        name: mocking ? '@waybill/public-web (mocking)' : '@waybill/public-web',
        environment: 'jsdom',
        isolate: mocking,
        include: mocking ? MOCKING_FILES : ['src/**/*.test.{ts,tsx}'],
        exclude: mocking ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES],
        setupFiles: ['../test-kit/component-setup.ts', './src/i18n/test-setup.ts'],
        // A test that passes takes well under a second; on a busy machine (two cores shared with
        // builds and browsers) one that waits for the findBy limit still gets to finish.
        testTimeout: 30_000,
      },
    }),
  );
}

export default componentsConfig(false);
