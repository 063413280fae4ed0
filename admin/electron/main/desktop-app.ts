import path from 'node:path';
import {
  BrowserWindow,
  Menu,
  type WebContents,
  app,
  ipcMain,
  protocol,
  session,
  shell,
} from 'electron';
import { createAppHandler } from './app-handler.js';
import {
  APP_ORIGIN,
  APP_SCHEME,
  CONNECT_PATH,
  OFFLINE_PATH,
  PARTITION,
  START_PATH,
  appUrl,
  isAppUrl,
  isPanelUrl,
  panelUrl,
} from '../app-origin.js';
import type { ForwardFetch } from './forwarding.js';
import { registerIpcHandlers } from './ipc.js';
import { createMainWindow } from './main-window.js';
import { menuTemplate } from './menu.js';
import { denyPermissions, secureWebContents } from './security.js';
import { createServerOriginHandler } from './server-origin-handler.js';
import { checkServer } from './server-check.js';
import { parseServerAddress } from './server-address.js';
import { SettingsStore } from './settings-store.js';

export const APP_ID = 'com.waybill.admin';
export const PRODUCT_NAME = 'Waybill Admin';

/**
 * app:// behaves like https: a standard, secure origin with fetch, CORS and streamed bodies, so
 * the admin bundle runs there unchanged. Must run before the app is ready.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        stream: true,
        codeCache: true,
      },
    },
  ]);
}

export interface DesktopApp {
  window: BrowserWindow;
  store: SettingsStore;
}

/**
 * Starts Waybill Admin. `appDir` holds what the build put beside the main script: preload.cjs,
 * admin/ (the /control build), pages/ (first-run and offline screens) and icon.png.
 * Resolves once the window shows its first page (null in a second instance, which quits).
 */
export async function startDesktopApp(appDir: string): Promise<DesktopApp | null> {
  registerAppScheme();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  app.enableSandbox();
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

  let window: BrowserWindow | null = null;
  let store: SettingsStore | null = null;
  const serverOrigin = () => store?.serverUrl ?? null;

  // A second start focuses the running window instead of opening another.
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    secureWebContents(contents, {
      serverOrigin,
      openExternal: (url) => void shell.openExternal(url),
    });
  });
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();
  const settings = SettingsStore.inFolder(app.getPath('userData'));
  store = settings;
  app.setAboutPanelOptions({
    applicationName: PRODUCT_NAME,
    applicationVersion: app.getVersion(),
    copyright: 'The Waybill control panel for office staff.',
  });

  const windowSession = session.fromPartition(PARTITION);
  denyPermissions(windowSession);
  denyPermissions(session.defaultSession);
  // Chromium's network stack, in the window's persistent session: its cookie jar keeps the
  // server's session cookie (credentials: 'include' sends and stores it), across restarts. It
  // bypasses the session's own http(s) handler below, which would otherwise receive it again.
  const sessionFetch: ForwardFetch = (url, init) =>
    windowSession.fetch(url, { ...init, bypassCustomProtocolHandlers: true });
  const bundle = { adminDir: path.join(appDir, 'admin'), pagesDir: path.join(appDir, 'pages') };
  windowSession.protocol.handle(
    APP_SCHEME,
    createAppHandler({ appOrigin: APP_ORIGIN, ...bundle, serverOrigin, fetch: sessionFetch }),
  );
  // The panel runs at the server's own origin, from the bundle (server-origin-handler.ts): there
  // a passkey's RP ID is the page's host. http: too, for a server on this computer.
  const serverOriginHandler = createServerOriginHandler({
    ...bundle,
    serverOrigin,
    fetch: sessionFetch,
  });
  windowSession.protocol.handle('https', serverOriginHandler);
  windowSession.protocol.handle('http', serverOriginHandler);

  const mainWindow = createMainWindow({
    preload: path.join(appDir, 'preload.cjs'),
    icon: path.join(appDir, 'icon.png'),
    state: settings.window,
    onClose: (state) => settings.update({ window: state }),
  });
  window = mainWindow;
  // A load that fails is reported by 'did-fail-load' below; one superseded by the next is fine.
  const load = (url: string) => mainWindow.loadURL(url).catch(() => undefined);
  /** One of the app's own screens (first run, offline). */
  const show = (page: string) => load(appUrl(page));
  /** The control panel, at the chosen server's origin. */
  const showPanel = (server: string) => load(panelUrl(server, START_PATH));

  /** Why the server cannot be used; null while connecting. For the offline screen. */
  let problem: string | null = null;

  /**
   * Opens the admin once the server answers GET /api/health. Meanwhile the offline screen says
   * "Connecting…"; when the server does not answer, it says why and offers to retry: never a
   * blank window.
   */
  const openAdmin = async (): Promise<void> => {
    const server = settings.serverUrl;
    if (server === null) {
      await show(CONNECT_PATH);
      return;
    }
    problem = null;
    await show(OFFLINE_PATH);
    const check = await checkServer(server, sessionFetch);
    if (check.ok) {
      await showPanel(server);
      return;
    }
    problem = check.error;
    await show(OFFLINE_PATH);
  };

  const refreshMenu = () => {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate({
          platform: process.platform,
          serverUrl: settings.serverUrl,
          devTools: !app.isPackaged,
          changeServer: () => void show(CONNECT_PATH),
          openInBrowser: () => {
            if (settings.serverUrl) void shell.openExternal(`${settings.serverUrl}${START_PATH}`);
          },
        }),
      ),
    );
  };

  registerIpcHandlers(
    ipcMain,
    {
      info: () => ({ serverUrl: settings.serverUrl, version: app.getVersion() }),
      changeServer: () => void show(CONNECT_PATH),
      setupState: () => ({ serverUrl: settings.serverUrl, problem }),
      connect: async (address) => {
        const parsed = parseServerAddress(address);
        if (!parsed.ok) return parsed;
        const check = await checkServer(parsed.origin, sessionFetch);
        if (!check.ok) return { ok: false, error: check.error };
        settings.update({ serverUrl: parsed.origin });
        problem = null;
        refreshMenu();
        void showPanel(parsed.origin);
        return { ok: true };
      },
      retry: async () => {
        const server = settings.serverUrl;
        if (server === null) return { ok: false, error: 'Choose the server first.' };
        const check = await checkServer(server, sessionFetch);
        if (!check.ok) {
          problem = check.error;
          return { ok: false, error: check.error };
        }
        problem = null;
        void showPanel(server);
        return { ok: true };
      },
      cancel: () => void openAdmin(),
    },
    (contents: WebContents) => contents.id === mainWindow.webContents.id,
    serverOrigin,
  );

  // A page of the app that fails to load (it should not) shows the offline screen, not nothing.
  mainWindow.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    const aborted = code === -3;
    const ours = isAppUrl(url) || isPanelUrl(url, serverOrigin());
    if (!isMainFrame || aborted || !ours || url === appUrl(OFFLINE_PATH)) return;
    problem = `The page could not be shown (${description}).`;
    void show(OFFLINE_PATH);
  });

  refreshMenu();
  await openAdmin();
  return { window: mainWindow, store: settings };
}
