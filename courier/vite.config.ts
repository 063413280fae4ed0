import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogues } from '../shared/vite-plugins/catalogues.ts';

const API_ORIGIN = 'http://localhost:3000';
const BASE = '/courier/';

/** The contract from source, as in the panel: shared/ needs no build first. */
const resolve: UserConfig['resolve'] = {
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
  dedupe: ['react', 'react-dom'],
};

/** The contract's modules and the app's own only define things: what is not used is left out. */
const treeshake = {
  moduleSideEffects: (id: string) => !/\/(shared|courier)\/src\/.*\.tsx?$/.test(id),
};

/** The app's build; `pwa`: with its manifest and service worker (the tests need neither). */
export function courierConfig({ pwa }: { pwa: boolean }): UserConfig {
  return {
    base: BASE,
    plugins: [
      react(),
      compiledCatalogues(),
      pwa &&
        VitePWA({
          // Our own worker (src/sw.ts): the precache of the shell, and Background Sync of the queue.
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: {
            name: 'Waybill Courier',
            short_name: 'Courier',
            description: 'The day’s run, scans and proof of delivery, also offline.',
            start_url: BASE,
            scope: BASE,
            display: 'standalone',
            orientation: 'portrait',
            background_color: '#10243a',
            theme_color: '#10243a',
            icons: [
              { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
              {
                src: 'icon-maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
              { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
            ],
          },
          injectManifest: {
            // The whole shell: every language's texts and the barcode reader are chunks too (the
            // plugin adds the manifest and its icons).
            globPatterns: ['**/*.{js,css,html}'],
            rollupFormat: 'iife',
            // The worker runs the queue's code: only what it uses of the contract, as in the app.
            rollupOptions: { treeshake },
          },
        }),
    ],
    resolve,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: what the first load needs (bench/courier.mjs reads it).
      manifest: true,
      rollupOptions: { treeshake },
    },
    server: {
      proxy: {
        '/api': { target: API_ORIGIN, changeOrigin: true },
        '/uploads': { target: API_ORIGIN, changeOrigin: true },
      },
    },
  };
}

export default defineConfig(courierConfig({ pwa: true }));
