import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ORIGIN, PARTITION } from '../app-origin.js';
import { CHANNELS } from '../bridge.js';
import { type DesktopApp, startDesktopApp } from './desktop-app.js';
import { SETTINGS_FILE } from './settings-store.js';
import { makeAppFolder } from '../test/app-folder.js';
import { type BrowserWindow, FakeWebContents, app, fake, session } from '../test/fake-electron.js';
import { type TestServer, startTestServer } from '../test/test-server.js';

const CONNECT = `${APP_ORIGIN}/desktop/connect.html`;
const OFFLINE = `${APP_ORIGIN}/desktop/offline.html`;
/** The control panel's home, at the test server's origin (served from the bundle). */
const home = () => `${server.origin}/control/index.html`;

let server: TestServer;
let appDir: string;
const userDataFolders: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  appDir = makeAppFolder();
});

afterAll(async () => {
  await server.close();
  for (const folder of [appDir, ...userDataFolders])
    rmSync(folder, { recursive: true, force: true });
});

/** Starts the app as at process start, with the settings file holding `settings` (if any). */
interface Started {
  store: DesktopApp['store'];
  window: BrowserWindow;
  contents: FakeWebContents;
}

async function start(settings?: object): Promise<Started> {
  const userData = mkdtempSync(path.join(tmpdir(), 'waybill-user-'));
  userDataFolders.push(userData);
  if (settings) writeFileSync(path.join(userData, SETTINGS_FILE), JSON.stringify(settings));
  fake.reset({ userData });
  const started = await startDesktopApp(appDir);
  const window = fake.windows[0];
  if (!started || !window) throw new Error('The app did not open its window');
  return { store: started.store, window, contents: window.webContents };
}

const savedSettings = (app: { store: DesktopApp['store'] }) =>
  JSON.parse(readFileSync(app.store.filePath, 'utf8'));

describe('the main window', () => {
  it('runs the renderer sandboxed and isolated, without Node, in the persistent session', async () => {
    const { window } = await start();
    expect(window.options.webPreferences).toEqual(
      expect.objectContaining({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        partition: PARTITION,
        preload: path.join(appDir, 'preload.cjs'),
      }),
    );
    expect(fake.windows).toHaveLength(1);
  });

  it('registers app:// as a privileged standard, secure scheme with fetch, CORS and streams', async () => {
    await start();
    expect(fake.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          supportFetchAPI: true,
          corsEnabled: true,
          stream: true,
        }),
      },
    ]);
  });

  it('turns on the sandbox for every renderer, and shows the window once painted', async () => {
    const { window } = await start();
    expect(app.sandboxed).toBe(true);
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('remembers its size and position across starts', async () => {
    const first = await start();
    first.window.bounds = { x: 40, y: 60, width: 1100, height: 700 };
    first.window.maximized = true;
    first.window.close();
    const saved = savedSettings(first);
    expect(saved.window).toEqual({ x: 40, y: 60, width: 1100, height: 700, maximized: true });

    fake.reset({ userData: fake.userData });
    await startDesktopApp(appDir);
    const reopened = fake.windows[0];
    expect(reopened?.options).toMatchObject({ x: 40, y: 60, width: 1100, height: 700 });
    expect(reopened?.maximized).toBe(true);
  });

  it('opens a remembered place that is no longer on any screen at its size only', async () => {
    const { window } = await start({
      window: { x: 5000, y: 4000, width: 1000, height: 700, maximized: false },
    });
    expect(window.options).toMatchObject({ width: 1000, height: 700 });
    expect(window.options.x).toBeUndefined();
  });

  it('is a single instance: a second start quits, and the first one comes to the front', async () => {
    const { window } = await start();
    window.minimized = true;
    app.emit('second-instance');
    expect(window.isMinimized()).toBe(false);
    expect(window.focused).toBe(true);

    fake.reset({ userData: fake.userData, singleInstance: false });
    expect(await startDesktopApp(appDir)).toBeNull();
    expect(app.quitCalled).toBe(true);
    expect(fake.windows).toHaveLength(0);
  });
});

describe('the first run', () => {
  it('asks for the server address when none is stored', async () => {
    const { contents } = await start();
    expect(contents.currentUrl).toBe(CONNECT);
  });

  it('checks the address with GET /api/health, stores it, then opens the admin', async () => {
    const desktop = await start();
    const result = await fake.invoke(
      CHANNELS.connect,
      fake.ipcEvent(CONNECT),
      `  ${server.origin}/control/ `,
    );
    expect(result).toEqual({ ok: true });
    expect(server.received.some((request) => request.url === '/api/health')).toBe(true);
    expect(desktop.store.serverUrl).toBe(server.origin);
    expect(savedSettings(desktop).serverUrl).toBe(server.origin);
    expect(desktop.contents.currentUrl).toBe(home());
  });

  it('refuses plain http to another computer, a site that is not Waybill, and no answer', async () => {
    const desktop = await start();
    const connect = (address: string) =>
      fake.invoke(CHANNELS.connect, fake.ipcEvent(CONNECT), address);

    expect(await connect('http://waybill.example.com')).toEqual({
      ok: false,
      error: expect.stringMatching(/^Use an https:\/\/ address/),
    });

    const otherSite = await startTestServer({ waybill: false });
    try {
      expect(await connect(otherSite.origin)).toEqual({
        ok: false,
        error: `${otherSite.origin} answered, but not as a Waybill server (HTTP 404). Check the address.`,
      });
      expect(otherSite.received.map((request) => request.url)).toEqual(['/api/health']);
    } finally {
      await otherSite.close();
    }

    const closed = await startTestServer();
    await closed.close();
    expect(await connect(closed.origin)).toEqual({
      ok: false,
      error: `Cannot reach ${closed.origin}. Check the address and the network connection.`,
    });

    expect(desktop.store.serverUrl).toBeNull();
    expect(desktop.contents.currentUrl).toBe(CONNECT);
  });

  it('opens the admin at once when the stored server answers', async () => {
    const { contents } = await start({ serverUrl: server.origin });
    expect(contents.loaded).toEqual([OFFLINE, home()]);
  });

  it('shows the offline screen with the reason when the server does not answer, and retries', async () => {
    const closed = await startTestServer();
    await closed.close();
    const desktop = await start({ serverUrl: closed.origin });
    expect(desktop.contents.currentUrl).toBe(OFFLINE);
    const state = await fake.invoke(CHANNELS.setupState, fake.ipcEvent(OFFLINE));
    expect(state).toEqual({
      serverUrl: closed.origin,
      problem: expect.stringMatching(/^Cannot reach/),
    });

    const retry = await fake.invoke(CHANNELS.retry, fake.ipcEvent(OFFLINE));
    expect(retry).toEqual({ ok: false, error: expect.stringMatching(/^Cannot reach/) });
    expect(desktop.contents.currentUrl).toBe(OFFLINE);

    desktop.store.update({ serverUrl: server.origin });
    expect(await fake.invoke(CHANNELS.retry, fake.ipcEvent(OFFLINE))).toEqual({ ok: true });
    expect(desktop.contents.currentUrl).toBe(home());
  });

  it('Server → Change Server… and window.desktop.changeServer() open the connect screen', async () => {
    const { contents } = await start({ serverUrl: server.origin });
    const serverMenu = fake.menuNamed('&Server');
    expect(serverMenu[0]?.label).toBe(`Connected to ${server.origin}`);
    serverMenu.find((item) => item.id === 'change-server')?.click?.();
    expect(contents.currentUrl).toBe(CONNECT);

    await contents.loadURL(home());
    fake.send(CHANNELS.changeServer, fake.ipcEvent(`${server.origin}/control/parcels/list.html`));
    expect(contents.currentUrl).toBe(CONNECT);
  });
});

describe("the control panel at the server's origin", () => {
  it('handles http and https in the window session; the app’s own requests bypass the handler', async () => {
    server.received.length = 0;
    await start({ serverUrl: server.origin });
    const windowSession = session.fromPartition(PARTITION);
    expect([...windowSession.protocolHandlers.keys()].sort()).toEqual(['app', 'http', 'https']);
    // The health check went to the network, not back into the handler.
    expect(windowSession.handledRequests).toEqual([]);
    expect(
      windowSession.requests.map(({ url, init }) => [url, init.bypassCustomProtocolHandlers]),
    ).toEqual([[`${server.origin}/api/health`, true]]);

    // The window's page there is the bundle's; its /api calls reach the server.
    const page = await windowSession.fetch(home());
    expect(await page.text()).toContain('<title>Waybill Control</title>');
    const me = await windowSession.fetch(`${server.origin}/api/admins/me`);
    expect(me.status).toBe(401);
    expect(server.received.map((request) => request.url)).toEqual([
      '/api/health',
      '/api/admins/me',
    ]);
  });
});

describe('navigation and new windows', () => {
  it('keeps the window on the app: other origins are blocked, web links open in the browser', async () => {
    const { contents } = await start({ serverUrl: server.origin });
    expect(fake.navigate(contents, `${APP_ORIGIN}/control/parcels/list.html`).prevented).toBe(
      false,
    );
    expect(fake.navigate(contents, `${APP_ORIGIN}/desktop/connect.html`).prevented).toBe(false);

    expect(fake.navigate(contents, 'https://evil.example/phish').prevented).toBe(true);
    expect(fake.navigate(contents, 'file:///etc/passwd').prevented).toBe(true);
    expect(fake.navigate(contents, 'javascript:alert(1)').prevented).toBe(true);
    expect(fake.navigate(contents, 'app://other/control/index.html').prevented).toBe(true);
    expect(fake.navigate(contents, 'https://evil.example/', 'will-redirect').prevented).toBe(true);
    expect(
      fake.navigate(contents, 'https://video.example/', 'will-redirect', false).prevented,
    ).toBe(false);
    // The public site is the server's: it opens there, in the browser.
    expect(fake.navigate(contents, `${APP_ORIGIN}/pages/about-us`).prevented).toBe(true);
    expect(fake.openedExternally).toEqual([
      'https://evil.example/phish',
      `${server.origin}/pages/about-us`,
    ]);
  });

  it('shows the panel at the server origin only: its other pages open in the browser, other origins not at all', async () => {
    const { contents } = await start({ serverUrl: server.origin });
    const otherPort = `http://127.0.0.1:${Number(new URL(server.origin).port) + 1}`;
    expect(fake.navigate(contents, `${server.origin}/control/parcels/list.html`).prevented).toBe(
      false,
    );
    expect(fake.navigate(contents, `${server.origin}/cp/signin`).prevented).toBe(false);
    expect(
      fake.navigate(contents, `${server.origin}/control/index.html`, 'will-redirect').prevented,
    ).toBe(false);
    expect(fake.navigate(contents, `${server.origin}/pages/about-us`).prevented).toBe(true);
    expect(fake.navigate(contents, `${server.origin}/desktop/connect.html`).prevented).toBe(true);
    expect(fake.navigate(contents, `${otherPort}/control/index.html`).prevented).toBe(true);
    expect(fake.navigate(contents, `${server.origin}/api/health`, 'will-redirect').prevented).toBe(
      true,
    );
    expect(fake.openedExternally).toEqual([
      `${server.origin}/pages/about-us`,
      `${server.origin}/desktop/connect.html`,
      `${otherPort}/control/index.html`,
    ]);
  });

  it('denies window.open; web links and public pages open in the system browser', async () => {
    const { contents } = await start({ serverUrl: server.origin });
    const open = (url: string) => contents.windowOpenHandler?.({ url });
    expect(open('https://www.youtube.com/watch?v=1')).toEqual({ action: 'deny' });
    expect(open(`${APP_ORIGIN}/pages/about-us`)).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(open('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(fake.openedExternally).toEqual([
      'https://www.youtube.com/watch?v=1',
      `${server.origin}/pages/about-us`,
    ]);
    expect(fake.windows).toHaveLength(1);
  });

  it('refuses <webview> and every permission request', async () => {
    const { contents } = await start();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);

    for (const partitionSession of [session.fromPartition(PARTITION), session.defaultSession]) {
      const answers: boolean[] = [];
      for (const permission of ['geolocation', 'notifications', 'media', 'clipboard-read']) {
        partitionSession.permissionRequestHandler?.(contents, permission, (granted) =>
          answers.push(granted),
        );
      }
      expect(answers).toEqual([false, false, false, false]);
      expect(partitionSession.permissionCheckHandler?.(contents, 'media')).toBe(false);
    }
  });
});

describe('IPC', () => {
  const warnings: string[] = [];
  beforeEach(() => {
    warnings.length = 0;
    jest.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers the bridge info to the app pages only', async () => {
    await start({ serverUrl: server.origin });
    expect(fake.send(CHANNELS.info, fake.ipcEvent(`${APP_ORIGIN}/control/index.html`))).toEqual({
      serverUrl: server.origin,
      version: '1.2.3',
    });
    expect(fake.send(CHANNELS.info, fake.ipcEvent('https://evil.example/'))).toBeNull();
    expect(
      fake.send(
        CHANNELS.info,
        fake.ipcEvent(`${APP_ORIGIN}/control/index.html`, { subframe: true }),
      ),
    ).toBeNull();
    expect(fake.send(CHANNELS.info, fake.ipcEvent(null))).toBeNull();
  });

  it('refuses messages from an unexpected sender', async () => {
    const desktop = await start({ serverUrl: server.origin });
    const stranger = new FakeWebContents();
    const refused = [
      fake.ipcEvent('https://evil.example/desktop/connect.html'),
      fake.ipcEvent(`${APP_ORIGIN}/control/index.html`),
      fake.ipcEvent(CONNECT, { subframe: true }),
      fake.ipcEvent(CONNECT, { sender: stranger }),
      fake.ipcEvent(null),
    ];
    for (const event of refused) {
      await expect(
        fake.invoke(CHANNELS.connect, event, 'https://attacker.example'),
      ).rejects.toThrow(/^Refused/);
    }
    await expect(fake.invoke(CHANNELS.retry, fake.ipcEvent(CONNECT))).rejects.toThrow(/^Refused/);
    await expect(fake.invoke(CHANNELS.setupState, fake.ipcEvent(home()))).rejects.toThrow(
      /^Refused/,
    );
    expect(fake.send(CHANNELS.info, fake.ipcEvent(home(), { sender: stranger }))).toBeNull();

    const before = desktop.contents.loaded.length;
    fake.send(CHANNELS.changeServer, fake.ipcEvent('https://evil.example/'));
    fake.send(CHANNELS.cancel, fake.ipcEvent(home()));
    expect(desktop.contents.loaded).toHaveLength(before);
    expect(desktop.store.serverUrl).toBe(server.origin);
    expect(warnings).toContain(
      "Refused desktop:connect: the message did not come from the app's window",
    );
  });

  it('answers the bridge info to the panel at the server origin, and no setup channel there', async () => {
    await start({ serverUrl: server.origin });
    expect(fake.send(CHANNELS.info, fake.ipcEvent(home()))).toEqual({
      serverUrl: server.origin,
      version: '1.2.3',
    });
    expect(fake.send(CHANNELS.info, fake.ipcEvent(`${server.origin}/pages/about-us`))).toBeNull();
    expect(
      fake.send(CHANNELS.info, fake.ipcEvent('https://evil.example/control/index.html')),
    ).toBeNull();
    expect(fake.send(CHANNELS.info, fake.ipcEvent(home(), { subframe: true }))).toBeNull();
    await expect(
      fake.invoke(
        CHANNELS.connect,
        fake.ipcEvent(`${server.origin}/desktop/connect.html`),
        'https://attacker.example',
      ),
    ).rejects.toThrow(/^Refused/);
    await expect(
      fake.invoke(CHANNELS.retry, fake.ipcEvent(`${server.origin}/desktop/offline.html`)),
    ).rejects.toThrow(/^Refused/);
  });

  it('refuses an address that is not a string', async () => {
    await start();
    expect(
      await fake.invoke(CHANNELS.connect, fake.ipcEvent(CONNECT), { toString: () => 'x' }),
    ).toEqual({
      ok: false,
      error: 'Enter the address of your Waybill server.',
    });
  });
});
