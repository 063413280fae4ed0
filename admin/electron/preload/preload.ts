import { contextBridge, ipcRenderer } from 'electron';
import { isAppUrl, toUrl } from '../app-origin.js';
import {
  CHANNELS,
  type ConnectResult,
  type DesktopBridge,
  type DesktopInfo,
  type DesktopSetupBridge,
  type SetupState,
} from '../bridge.js';

/**
 * Exposes the bridge to the page: `window.desktop` everywhere in the app (the control panel at
 * the server's origin too), and `window.desktopSetup` on the desktop's own app:// screens. Only plain values and functions cross
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

/** The desktop's own screens: app://waybill/desktop/…, never a page of the server's origin. */
function isSetupPage(pageUrl: string): boolean {
  const url = toUrl(pageUrl);
  return url !== null && isAppUrl(url) && url.pathname.startsWith('/desktop/');
}

installBridge(globalThis.location?.href ?? '');
