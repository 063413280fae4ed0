/**
 * A fake of the parts of Electron the shell uses, for Jest (jest.config.js maps 'electron' here):
 * each API records what the app asked of it, and `fake` lets a test play the user, the renderer
 * and Chromium. `session.fetch` behaves as Electron documents it: Chromium refuses restricted
 * headers, and `credentials: 'include'` sends and stores the session's cookies.
 */
import { EventEmitter } from 'node:events';
import type { ForwardInit } from '../main/forwarding.js';
import { CookieJar, cookieJarFetch } from './cookie-jar.js';

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean;
type Handler = (event: FakeIpcEvent, ...args: unknown[]) => unknown;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;

/** Headers ClientRequest.setHeader (so net.fetch) refuses, from Electron's documentation. */
const RESTRICTED_HEADERS = [
  'content-length',
  'host',
  'trailer',
  'te',
  'upgrade',
  'cookie2',
  'keep-alive',
  'transfer-encoding',
];

export interface FakeIpcEvent {
  sender: FakeWebContents;
  senderFrame: { url: string; parent: object | null } | null;
  returnValue?: unknown;
}

export class FakeSession {
  readonly cookies = new CookieJar();
  readonly protocolHandlers = new Map<string, ProtocolHandler>();
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;
  /** Every request the session's network stack made (past its protocol handlers). */
  readonly requests: { url: string; init: ForwardInit }[] = [];

  readonly protocol = {
    handle: (scheme: string, handler: ProtocolHandler) => {
      this.protocolHandlers.set(scheme, handler);
    },
  };

  constructor(readonly partition: string) {}

  /**
   * As Electron's: a handler the session registered for the address's scheme (http and https
   * included) answers it, unless `bypassCustomProtocolHandlers` sends it to the network.
   */
  async fetch(url: string, init: ForwardInit = {}): Promise<Response> {
    const handler = this.protocolHandlers.get(new URL(url).protocol.slice(0, -1));
    if (handler && !init.bypassCustomProtocolHandlers) {
      this.handledRequests.push(url);
      if (this.handledRequests.length > 100) throw new Error('The request keeps coming back');
      const { bypassCustomProtocolHandlers: _bypass, ...requestInit } = init;
      return handler(new Request(url, requestInit));
    }
    return this.network(url, init);
  }

  /** Requests the session's own protocol handlers answered (see fetch). */
  readonly handledRequests: string[] = [];

  private network(url: string, init: ForwardInit): Promise<Response> {
    this.requests.push({ url, init });
    const headers = new Headers(init.headers);
    const restricted = RESTRICTED_HEADERS.find((name) => headers.has(name));
    if (restricted) {
      return Promise.reject(
        new TypeError(`net::ERR_INVALID_ARGUMENT: ${restricted} is restricted`),
      );
    }
    if (headers.get('connection')?.toLowerCase() === 'upgrade') {
      return Promise.reject(new TypeError('net::ERR_INVALID_ARGUMENT: Connection: upgrade'));
    }
    return cookieJarFetch(this.cookies)(url, init);
  }

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler;
  }
}

let nextId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextId++;
  readonly loaded: string[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }

  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    return Promise.resolve();
  }

  get currentUrl(): string | undefined {
    return this.loaded.at(-1);
  }
}

export class BrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents();
  maximized = false;
  minimized = false;
  visible = false;
  focused = false;
  bounds: { x: number; y: number; width: number; height: number };

  constructor(readonly options: Record<string, unknown>) {
    super();
    const number = (key: string, fallback: number) =>
      typeof options[key] === 'number' ? options[key] : fallback;
    this.bounds = {
      x: number('x', 100),
      y: number('y', 100),
      width: number('width', 800),
      height: number('height', 600),
    };
    fake.windows.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  show(): void {
    this.visible = true;
  }

  focus(): void {
    this.focused = true;
  }

  restore(): void {
    this.minimized = false;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  maximize(): void {
    this.maximized = true;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  getNormalBounds() {
    return { ...this.bounds };
  }

  /** The user closes the window. */
  close(): void {
    this.emit('close', { preventDefault: () => undefined });
    this.emit('closed');
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  quitCalled = false;
  sandboxed = false;
  aboutPanel: Record<string, unknown> | null = null;

  requestSingleInstanceLock(): boolean {
    return fake.singleInstance;
  }

  quit(): void {
    this.quitCalled = true;
  }

  exit(): void {
    this.quitCalled = true;
  }

  enableSandbox(): void {
    this.sandboxed = true;
  }

  setAppUserModelId(): void {}

  setAboutPanelOptions(options: Record<string, unknown>): void {
    this.aboutPanel = options;
  }

  whenReady(): Promise<void> {
    return Promise.resolve();
  }

  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`The fake knows only userData, not ${name}`);
    return fake.userData;
  }

  getVersion(): string {
    return fake.version;
  }
}

export const app = new FakeApp();

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    fake.privilegedSchemes.push(...schemes);
  },
};

const sessions = new Map<string, FakeSession>();

export const session = {
  fromPartition(partition: string): FakeSession {
    const existing = sessions.get(partition);
    if (existing) return existing;
    const created = new FakeSession(partition);
    sessions.set(partition, created);
    return created;
  },
  get defaultSession(): FakeSession {
    return session.fromPartition('');
  },
};

export const screen = {
  getAllDisplays: () => fake.displays.map((workArea) => ({ workArea, bounds: workArea })),
};

export interface FakeMenuItem {
  id?: string;
  role?: string;
  label?: string;
  enabled?: boolean;
  click?: () => void;
  submenu?: FakeMenuItem[];
}

export const Menu = {
  buildFromTemplate: (template: FakeMenuItem[]) => ({ template }),
  setApplicationMenu(menu: { template: FakeMenuItem[] }): void {
    fake.menu = menu.template;
  },
};

export const shell = {
  openExternal(url: string): Promise<void> {
    fake.openedExternally.push(url);
    return Promise.resolve();
  },
};

class FakeIpcMain {
  readonly listeners = new Map<string, Handler>();
  readonly handlers = new Map<string, Handler>();

  on(channel: string, listener: Handler): void {
    this.listeners.set(channel, listener);
  }

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    }
    this.handlers.set(channel, handler);
  }
}

export const ipcMain = new FakeIpcMain();

export const ipcRenderer = {
  sendSync(channel: string, ...args: unknown[]): unknown {
    fake.rendererMessages.push({ channel, args });
    return fake.infoAnswer;
  },
  send(channel: string, ...args: unknown[]): void {
    fake.rendererMessages.push({ channel, args });
  },
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    fake.rendererMessages.push({ channel, args });
    return Promise.resolve({ invoked: channel });
  },
};

export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    fake.exposed.set(key, api);
  },
};

/** The test's side of the fake. */
export const fake = {
  userData: '',
  version: '1.2.3',
  singleInstance: true,
  displays: [{ x: 0, y: 0, width: 1920, height: 1080 }],
  windows: [] as BrowserWindow[],
  privilegedSchemes: [] as unknown[],
  menu: [] as FakeMenuItem[],
  openedExternally: [] as string[],
  exposed: new Map<string, unknown>(),
  rendererMessages: [] as { channel: string; args: unknown[] }[],
  infoAnswer: null as unknown,

  /** A clean Electron, as at process start. */
  reset(options: { userData: string; singleInstance?: boolean }): void {
    fake.userData = options.userData;
    fake.singleInstance = options.singleInstance ?? true;
    fake.windows.length = 0;
    fake.privilegedSchemes.length = 0;
    fake.menu = [];
    fake.openedExternally.length = 0;
    fake.exposed.clear();
    fake.rendererMessages.length = 0;
    fake.infoAnswer = null;
    sessions.clear();
    ipcMain.listeners.clear();
    ipcMain.handlers.clear();
    app.removeAllListeners();
    app.quitCalled = false;
    app.sandboxed = false;
  },

  /** The top-level menu with this label, e.g. '&Edit'. */
  menuNamed(label: string): FakeMenuItem[] {
    const menu = fake.menu.find((item) => item.label === label || item.role === label);
    if (!menu?.submenu) throw new Error(`No menu ${label}`);
    return menu.submenu;
  },

  /** An IPC message as it arrives from a frame showing `url` (null: a frame already gone). */
  ipcEvent(
    url: string | null,
    options: { sender?: FakeWebContents; subframe?: boolean } = {},
  ): FakeIpcEvent {
    const sender = options.sender ?? fake.windows[0]?.webContents ?? new FakeWebContents();
    return {
      sender,
      senderFrame: url === null ? null : { url, parent: options.subframe ? {} : null },
    };
  },

  /** A synchronous or one-way message (ipcRenderer.sendSync / send); returns event.returnValue. */
  send(channel: string, event: FakeIpcEvent, ...args: unknown[]): unknown {
    const listener = ipcMain.listeners.get(channel);
    if (!listener) throw new Error(`No listener on ${channel}`);
    listener(event, ...args);
    return event.returnValue;
  },

  /** ipcRenderer.invoke: the handler's answer, or its error as a rejection. */
  async invoke(channel: string, event: FakeIpcEvent, ...args: unknown[]): Promise<unknown> {
    const handler = ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler(event, ...args);
  },

  /** A navigation the page starts (a link, a form, location = …). */
  navigate(contents: FakeWebContents, url: string, event = 'will-navigate', isMainFrame = true) {
    let prevented = false;
    contents.emit(event, {
      url,
      isMainFrame,
      preventDefault: () => {
        prevented = true;
      },
    });
    return { prevented };
  },
};
