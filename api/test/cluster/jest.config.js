import { esmProject } from '../../../jest.preset.js';

// `npm run test:cluster -w @waybill/api`: two built instances behind nginx on one PostgreSQL
// database. Needs the machine's PostgreSQL and nginx (Debian's package); CI installs nginx and
// runs it after `npm test`.
export default {
  rootDir: '../..',
  ...esmProject({
    displayName: 'cluster',
    testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
  }),
};
