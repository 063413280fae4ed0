import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The integration tests (`npm run test:integration`): the real app over HTTP, test/*.e2e-spec.ts.
// Vitest rather than Jest for one reason: `isolate: false` keeps a worker's loaded modules from
// one file to the next, so the app's hundreds of modules (Nest, TypeORM, PGlite, the AWS SDK …)
// are loaded once per worker instead of once per file, which was half of every file's time
// (docs/architecture.md §8.1). SWC transforms, as for Jest: Nest reads decorator metadata.
// Files that need the first app of a fresh process: nestjs-pino keeps its root logger per process,
// so a log is checked on an app that is the first of its process.
const OWN_PROCESS = ['test/mail-logs.e2e-spec.ts'];

const shared = {
  // harness.ts registers its hooks with the global beforeAll/afterAll, as under Jest (the
  // PostgreSQL-only backup files still run on Jest and share it).
  globals: true,
  environment: 'node' as const,
  pool: 'forks' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['test/global-setup.ts'],
  // What one file spies on or fakes must not reach the next file of its worker.
  restoreMocks: true,
  unstubEnvs: true,
};

export default defineConfig({
  plugins: [
    swc.vite({
      tsconfigFile: false,
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2023',
        keepClassNames: true,
      },
    }),
  ],
  resolve: { alias: { '@waybill/shared': here('../shared/src/index.ts') } },
  test: {
    root: here('.'),
    maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'integration',
          include: ['test/**/*.e2e-spec.ts'],
          exclude: OWN_PROCESS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'integration-own-process', include: OWN_PROCESS, isolate: true },
      },
    ],
  },
});
