import { defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig } from './vite.config.ts';

// The site's own resolution (the contract from source, its storage part alone), in jsdom.
export default mergeConfig(
  siteConfig(false),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../test-kit/component-setup.ts'],
      // A test that passes takes well under a second; on a busy machine (two cores shared with
      // builds and browsers) one that waits for the findBy limit still gets to finish.
      testTimeout: 30_000,
    },
  }),
);
