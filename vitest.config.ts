import { defineConfig } from 'vitest/config';

// The component tests of the three React workspaces in one Vitest run (`npm run test:components`):
// each keeps its own configuration (resolution, jsdom, set-up), and one pool of workers takes the
// files of all three instead of three runs starting one after the other.
export default defineConfig({
  test: {
    projects: [
      'web-content/vitest.config.ts',
      'public-web/vitest.config.ts',
      'desktop-admin/vitest.config.ts',
    ],
  },
});
