import { defineConfig } from 'vitest/config';
import { componentsConfig as adminConfig } from './admin/vitest.config.ts';
import { componentsConfig as siteConfig } from './public-web/vitest.config.ts';

// The component tests of the React workspaces in one Vitest run (`npm run test:components`):
// each keeps its own configuration (resolution, jsdom, set-up), and one pool of workers takes the
// files of all three instead of three runs starting one after the other. The files that mock a
// module run isolated, in projects of their own (`… (mocking)`).
export default defineConfig({
  test: {
    projects: [
      'web-content/vitest.config.ts',
      'public-web/vitest.config.ts',
      'admin/vitest.config.ts',
      'courier/vitest.config.ts',
      siteConfig(true),
      adminConfig(true),
    ],
  },
});
