import { app } from 'electron';
import { startDesktopApp } from './desktop-app.js';

// The bundle is CommonJS (esbuild), so __dirname is the folder of main.cjs and its neighbours.
startDesktopApp(__dirname).catch((error: unknown) => {
  console.error('Waybill Admin could not start:', error);
  app.exit(1);
});
