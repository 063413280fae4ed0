import { esmProject } from '../jest.preset.js';

export default {
  projects: [
    esmProject({ displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] }),
    // Tests that need a PostgreSQL server to create databases on (backups, the move from the
    // embedded database): not in `npm test`, which needs only Node and npm; CI runs them.
    esmProject({
      displayName: 'postgres',
      testMatch: ['<rootDir>/test/**/*.pg-spec.ts'],
    }),
  ],
};
