import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { firstLoadWithoutSchemas } from './vite-plugins/first-load-without-schemas.ts';
import { inlinePageBoot } from './vite-plugins/inline-page-boot.ts';
import { compiledCatalogues } from '../shared/vite-plugins/catalogues.ts';

const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/uploads': { target: API_ORIGIN, changeOrigin: true },
};

/**
 * A brotli copy (name.br, highest level) of every script and style, which the server sends to
 * browsers that accept br (api/src/core/http/static-sites.ts): about 14% smaller than what it
 * would compress per request.
 */
function brotliCopies(): Plugin {
  return {
    name: 'waybill-brotli-copies',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const compressed = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(path.join(options.dir ?? 'dist', `${file.fileName}.br`), compressed);
      }
    },
  };
}

/**
 * The site's fonts (src/theme/fonts.css, from fontsource, which sets `font-display: swap`) with
 * `font-display: optional`: a font that is not there at the first paint is not swapped in later,
 * so no text moves (layout shift) when it arrives; that page keeps the metric-matched fallback and
 * the next one uses the cached font. Rewritten in the built styles, as fontsource's files are
 * inlined into them by the CSS bundler.
 */
function fontsNeverSwap(): Plugin {
  return {
    name: 'waybill-fonts-never-swap',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const source = typeof file.source === 'string' ? file.source : '';
        file.source = source.replace(/font-display:\s*swap/g, 'font-display:optional');
      }
    },
  };
}

const schemaModules = new Map<string, boolean>();

/**
 * The schema library and the contract's modules that build schemas with it, in a chunk of their
 * own: left to itself, the bundler puts some with the contract's plain modules that a screen needs
 * at once (the tracking page's stages and error codes), and building the schemas is then a long
 * task of the screen's start. Screens load them when a form is sent.
 */
function buildsSchemas(id: string): boolean {
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (!/[\\/]shared[\\/]src[\\/].*\.ts$/.test(id)) return false;
  // The roles only the saved admin state's schema uses here: left to the bundler they went to the
  // restore screen's chunk, which imports this one, and the cycle left them undefined when the
  // schemas were built (the check in vite-plugins/first-load-without-schemas.ts).
  if (/[\\/]shared[\\/]src[\\/]roles\.ts$/.test(id)) return true;
  let builds = schemaModules.get(id);
  if (builds === undefined) {
    // A type import builds nothing (it is erased).
    builds = /^import (?!type ).* from 'zod';$/m.test(readFileSync(id, 'utf8'));
    schemaModules.set(id, builds);
  }
  return builds;
}

/** The contract's modules only define things: what the site does not use is left out. */
const contractTreeshake = {
  moduleSideEffects: (id: string) => !id.includes('/shared/src/'),
};

/**
 * Two builds: the browser's (dist/) and, with --ssr, the server's render of the same screens
 * (`src/entry-server.tsx` → dist-server/entry-server.js, loaded by the API: docs/architecture.md
 * §6.1a). The server's is one self-contained file (its libraries bundled in), so the API needs
 * none of the site's packages.
 */
export const siteConfig = (isSsrBuild: boolean): UserConfig => ({
  base: '/',
  plugins: isSsrBuild
    ? [react(), compiledCatalogues()]
    : [
        react(),
        compiledCatalogues(),
        inlinePageBoot(),
        firstLoadWithoutSchemas(),
        fontsNeverSwap(),
        brotliCopies(),
      ],
  resolve: {
    // The contract is used from source, so shared/ needs no build first. '@waybill/shared/storage'
    // is the saved state's storage part alone (writing, the raw read; no schemas): the first page
    // load saves state without the schema library (~25 KB gzipped), which only screens that
    // validate (tracking, contact, the checked restore) load. Also in tsconfig.json's paths.
    alias: [
      {
        find: /^@waybill\/shared\/storage$/,
        replacement: fileURLToPath(
          new URL('../shared/src/saved-state-storage.ts', import.meta.url),
        ),
      },
      {
        // The texts' catalog, an entry of its own: the API never loads the formatting library.
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
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads it to announce a screen's chunks with its page.
    manifest: !isSsrBuild,
    rollupOptions: {
      treeshake: contractTreeshake,
      output: {
        codeSplitting: {
          // Only those modules: what they import stays where the bundler puts it.
          includeDependenciesRecursively: false,
          groups: [{ name: 'schemas', test: buildsSchemas }],
        },
      },
    },
  },
  // The parcel check's worker (src/tracking/parcelCheck.ts): one classic script, the schemas it
  // uses and the schema library.
  worker: { rolldownOptions: { treeshake: contractTreeshake } },
  server: { proxy },
  preview: { proxy },
});

export default defineConfig(({ isSsrBuild }) => siteConfig(isSsrBuild === true));
