import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from '../shared/vite-plugins/catalogues.ts';
import { appIconSubset } from './vite-plugins/icon-subset.ts';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  base: '/control/',
  plugins: [
    react(),
    // The icons drawn from the first render (src/theme/icons.ts): the shell's and the sign-in
    // screen's; and a member's besides, the side menu's (the registry's menu places) and the
    // dashboard's. These screens' lazyScreen say 'first' and 'member' (app/registry.ts).
    appIconSubset(fileURLToPath(new URL('src', import.meta.url)), {
      first: { roots: ['main.tsx', 'auth/SignIn.tsx'], skip: ['app/registry.ts'] },
      member: { roots: ['app/registry.ts', 'dashboard/Dashboard.tsx'] },
    }),
    compiledCatalogues(),
  ],
  resolve: {
    // The contract is used from source, so shared/ needs no build first; its texts' catalog is
    // an entry of its own (the API never loads the formatting library).
    alias: [
      {
        find: /^@waybill\/shared\/i18n$/,
        replacement: fileURLToPath(new URL('../shared/src/i18n/catalog.ts', import.meta.url)),
      },
      {
        find: /^@waybill\/shared$/,
        replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
      },
    ],
    // One React for the app and for libraries hoisted to the root node_modules.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a screen needs (bench/web.mjs reads it too).
    manifest: true,
    rollupOptions: {
      treeshake: {
        // The contract's modules and the app's own only define things (the app's effects start in
        // main.tsx): what a chunk does not use of them is left out, e.g. the parts of the form kit
        // a screen does not import. Styles keep their effect.
        moduleSideEffects: (id: string) => !/\/(shared|admin)\/src\/.*\.tsx?$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry imports at once, in the entry's chunk. Left to itself the
              // bundler moves what the entry shares with the screens' chunks (React Router, the
              // store, the paths, the contract's client…) into half a dozen common chunks, each a
              // request of its own and compressed alone: 3 KB more gzipped on every first load.
              name: 'first-load',
              tags: ['$initial'],
              priority: 1,
            },
            {
              // The small parts of the form kit and of Blueprint that the two first screens share
              // (the sign-in's fields and panels, the dashboard's code box) and the entry does not
              // hold: one chunk instead of half a dozen of under 1 KB, each costing its own request
              // and compressing alone (docs/architecture.md §6.2; `npm run bench:web` measures it).
              name: 'first-screens',
              test: /\/admin\/src\/forms\/(Field|FieldFrame|FieldError|fieldRegistry|SubmitButton|ErrorPanel)\.tsx?$|\/@blueprintjs\/core\/lib\/esm\/(components\/(callout|html|forms\/(formGroup|inputGroup))|common\/abstractPureComponent)\./,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
