import { esmProject } from '../jest.preset.js';

export default {
  projects: [
    esmProject({ displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] }),
    esmProject({
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      // One migrated embedded database per run, copied by each file (test/pglite-template.ts).
      globalSetup: '<rootDir>/test/global-setup.config.js',
      globalTeardown: '<rootDir>/test/global-teardown.config.js',
    }),
    // Tests that need a PostgreSQL server to create databases on (backups, the move from the
    // embedded database): not in `npm test`, which needs only Node and npm; CI runs them.
    esmProject({
      displayName: 'postgres',
      testMatch: ['<rootDir>/test/**/*.pg-spec.ts'],
    }),
  ],
};
