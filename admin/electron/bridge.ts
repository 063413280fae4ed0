/**
 * The preload bridge: what the app's pages may ask of the main process. Types and channel names
 * only, shared by the preload and the main process.
 */

/** `window.desktop` in every page of the app; the admin screens use it only as `window.desktop?.…`. */
export interface DesktopBridge {
  /** The server the app talks to (its origin). */
  readonly serverUrl: string | null;
  /** The app's version. */
  readonly version: string;
  /** Opens the screen that changes the server address. */
  changeServer(): void;
}

/** What the first-run and offline screens show. */
export interface SetupState {
  serverUrl: string | null;
  /** Why the server could not be used, on the offline screen. */
  problem: string | null;
}

export type ConnectResult = { ok: true } | { ok: false; error: string };

/** `window.desktopSetup` on the desktop's own screens (/desktop/…) only. */
export interface DesktopSetupBridge {
  state(): Promise<SetupState>;
  /** Checks the address (GET /api/health), stores it and opens the admin; or says what is wrong. */
  connect(address: string): Promise<ConnectResult>;
  /** Checks the stored server again and opens the admin when it answers. */
  retry(): Promise<ConnectResult>;
  /** Leaves the "change server" screen without changing it. */
  cancel(): void;
}

export const CHANNELS = {
  info: 'desktop:info',
  changeServer: 'desktop:change-server',
  setupState: 'desktop:setup-state',
  connect: 'desktop:connect',
  retry: 'desktop:retry',
  cancel: 'desktop:cancel',
} as const;

/** The answer to CHANNELS.info; null when the asking page is not the app's. */
export interface DesktopInfo {
  serverUrl: string | null;
  version: string;
}

/** Longest server address the main process reads. */
export const MAX_ADDRESS_LENGTH = 2048;
