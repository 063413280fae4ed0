import { esmProject } from '../jest.preset.js';

export default {
  projects: [
    esmProject({ displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] }),
    esmProject({
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    }),
  ],
};
