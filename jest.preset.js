// Shared Jest settings: native ESM (run with --experimental-vm-modules), TypeScript through SWC
// with decorator metadata (NestJS needs it), and `.js` import suffixes mapped back to sources.
export const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          react: { runtime: 'automatic' },
        },
        target: 'es2023',
        keepClassNames: true,
      },
      module: { type: 'es6' },
    },
  ],
};

export const esmProject = (overrides) => ({
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: swcTransform,
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@waybill/shared$': '<rootDir>/../shared/src/index.ts',
  },
  ...overrides,
});
