import { esmProject } from '../jest.preset.js';

export default esmProject({ testMatch: ['<rootDir>/src/**/*.spec.ts'] });
