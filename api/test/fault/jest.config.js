import { esmProject } from '../../../jest.preset.js';

// `npm run test:fault -w @waybill/api`: the database-outage and graceful-shutdown tests, each with its own PostgreSQL server
// (Debian's binaries). Not part of `npm test`, which assumes no PostgreSQL; CI runs it in its
// PostgreSQL stage.
export default {
  rootDir: '../..',
  ...esmProject({ displayName: 'fault', testMatch: ['<rootDir>/test/fault/**/*.fault-spec.ts'] }),
};
