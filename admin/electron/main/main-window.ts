import { BrowserWindow, type WebPreferences, screen } from 'electron';
import { PARTITION } from '../app-origin.js';
import type { WindowState } from './settings-store.js';
import { MIN_SIZE, restoredBounds } from './window-state.js';

/**
 * The renderer gets no Node.js and no Electron: it is sandboxed, isolated from the preload, and
 * reaches the main process only through the preload's small bridge.
 */
export function webPreferences(preload: string): WebPreferences {
  return {
    preload,
    partition: PARTITION,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: true,
  };
}

export interface MainWindowOptions {
  preload: string;
  /** The window icon (Linux; Windows and macOS take the installer's). */
  icon?: string;
  state: WindowState | null;
  /** Called as the window closes, with the place to reopen it at. */
  onClose: (state: WindowState) => void;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const window = new BrowserWindow({
    ...restoredBounds(options.state, workAreas),
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Waybill Admin',
    backgroundColor: '#f6f7f9',
    show: false,
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: webPreferences(options.preload),
  });
  if (options.state?.maximized) window.maximize();
  // Shown once painted, so the window never flashes blank.
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const { x, y, width, height } = window.getNormalBounds();
    options.onClose({ x, y, width, height, maximized: window.isMaximized() });
  });
  return window;
}
