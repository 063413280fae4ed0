import { contextBridge, ipcRenderer } from 'electron';
import {
  CHANNELS,
  type ConnectResult,
  type DesktopBridge,
  type DesktopInfo,
  type DesktopSetupBridge,
  type SetupState,
} from './bridge.js';

/**
 * Exposes the bridge to the page: `window.desktop` everywhere in the app, and
 * `window.desktopSetup` on the desktop's own screens. Only plain values and functions cross
 * (never ipcRenderer itself), and the main process checks every message's sender anyway.
 */
export function installBridge(pageUrl: string): void {
  const info = ipcRenderer.sendSync(CHANNELS.info) as DesktopInfo | null;
  if (info === null) return; // not a page of the app: no bridge

  const desktop: DesktopBridge = Object.freeze({
    serverUrl: info.serverUrl,
    version: info.version,
    changeServer: () => ipcRenderer.send(CHANNELS.changeServer),
  });
  contextBridge.exposeInMainWorld('desktop', desktop);

  if (isSetupPage(pageUrl)) {
    const setup: DesktopSetupBridge = Object.freeze({
      state: () => ipcRenderer.invoke(CHANNELS.setupState) as Promise<SetupState>,
      connect: (address: string) =>
        ipcRenderer.invoke(CHANNELS.connect, String(address)) as Promise<ConnectResult>,
      retry: () => ipcRenderer.invoke(CHANNELS.retry) as Promise<ConnectResult>,
      cancel: () => ipcRenderer.send(CHANNELS.cancel),
    });
    contextBridge.exposeInMainWorld('desktopSetup', setup);
  }
}

function isSetupPage(pageUrl: string): boolean {
  try {
    return new URL(pageUrl).pathname.startsWith('/desktop/');
  } catch {
    return false;
  }
}

installBridge(globalThis.location?.href ?? '');
