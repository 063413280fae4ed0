import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/uploads': { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
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
    rollupOptions: {
      treeshake: {
        // The contract's modules only define things: what the site does not use is left out.
        moduleSideEffects: (id: string) => !id.includes('/shared/src/'),
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
