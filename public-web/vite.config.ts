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
    // The contract is used from source, so shared/ needs no build first.
    alias: {
      '@waybill/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
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
        // Building a schema has no side effect. Without this, writing the saved state (whose
        // module also defines its schema) would pull the whole schema library (~25 KB gzipped)
        // into the home page; screens that validate (tracking, contact, restore) still get it.
        manualPureFunctions: ['z', 'slice', 'listStateSchema'],
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
