import { esmProject } from '../jest.preset.js';

const base = esmProject({});

// The Electron shell as plain modules: 'electron' is a fake (the real binary is not on these
// machines), the rest is real (files, HTTP, a test server).
export default esmProject({
  displayName: 'electron',
  testMatch: ['<rootDir>/electron/**/*.spec.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^electron$': '<rootDir>/electron/test/fake-electron.ts',
  },
});
