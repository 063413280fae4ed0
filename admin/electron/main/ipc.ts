import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron';
import { CONNECT_PATH, OFFLINE_PATH, isAppUrl, isPanelUrl, toUrl } from '../app-origin.js';
import {
  CHANNELS,
  type ConnectResult,
  type DesktopInfo,
  MAX_ADDRESS_LENGTH,
  type SetupState,
} from '../bridge.js';

export interface IpcActions {
  info(): DesktopInfo;
  changeServer(): void;
  setupState(): SetupState;
  connect(address: string): Promise<ConnectResult>;
  retry(): Promise<ConnectResult>;
  cancel(): void;
}

type Sender = IpcMainEvent | IpcMainInvokeEvent;

/** Which pages may use a channel: any page of the app, or one of the desktop's own screens. */
type Pages = 'app' | readonly string[];

const SETUP_PAGES = [CONNECT_PATH, OFFLINE_PATH] as const;

/**
 * A page of the app that sent an IPC message: one of the app:// screens (by path), or a screen
 * of the control panel at the chosen server's origin, which may use only the channels every page
 * of the app has.
 */
export type TrustedSender = { kind: 'app'; path: string } | { kind: 'panel' };

/**
 * Who sent an IPC message, when it is the top frame of the app's window showing a page of the
 * app (app://waybill/…, or the panel at the server's origin); null for anything else: another
 * web contents, an embedded frame, a page of another origin, a frame already gone.
 */
export function trustedSender(
  event: Sender,
  isAppWindow: (contents: WebContents) => boolean,
  serverOrigin: string | null,
): TrustedSender | null {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return null;
  if (!isAppWindow(event.sender)) return null;
  const url = toUrl(frame.url);
  if (url === null) return null;
  if (isAppUrl(url)) return { kind: 'app', path: url.pathname };
  return isPanelUrl(url, serverOrigin) ? { kind: 'panel' } : null;
}

function allowed(sender: TrustedSender | null, pages: Pages): boolean {
  if (sender === null) return false;
  if (pages === 'app') return true;
  return sender.kind === 'app' && pages.includes(sender.path);
}

export class RefusedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the message did not come from the app's window`);
    this.name = 'RefusedSenderError';
  }
}

/**
 * Registers the bridge's handlers. Each one first checks its sender: only the app's window, its
 * top frame, on a page allowed to use the channel (the setup channels: only the app:// screens).
 */
export function registerIpcHandlers(
  ipcMain: IpcMain,
  actions: IpcActions,
  isAppWindow: (contents: WebContents) => boolean,
  serverOrigin: () => string | null,
): void {
  const check = (event: Sender, channel: string, pages: Pages): boolean => {
    if (allowed(trustedSender(event, isAppWindow, serverOrigin()), pages)) return true;
    console.warn(new RefusedSenderError(channel).message);
    return false;
  };

  // Synchronous: the preload needs the answer before the page's scripts run.
  ipcMain.on(CHANNELS.info, (event) => {
    event.returnValue = check(event, CHANNELS.info, 'app') ? actions.info() : null;
  });
  ipcMain.on(CHANNELS.changeServer, (event) => {
    if (check(event, CHANNELS.changeServer, 'app')) actions.changeServer();
  });
  ipcMain.on(CHANNELS.cancel, (event) => {
    if (check(event, CHANNELS.cancel, [CONNECT_PATH])) actions.cancel();
  });

  ipcMain.handle(CHANNELS.setupState, (event) => {
    if (!check(event, CHANNELS.setupState, SETUP_PAGES))
      throw new RefusedSenderError(CHANNELS.setupState);
    return actions.setupState();
  });
  ipcMain.handle(CHANNELS.connect, (event, address: unknown) => {
    if (!check(event, CHANNELS.connect, [CONNECT_PATH]))
      throw new RefusedSenderError(CHANNELS.connect);
    if (typeof address !== 'string' || address.length > MAX_ADDRESS_LENGTH) {
      return {
        ok: false,
        error: 'Enter the address of your Waybill server.',
      } satisfies ConnectResult;
    }
    return actions.connect(address);
  });
  ipcMain.handle(CHANNELS.retry, (event) => {
    if (!check(event, CHANNELS.retry, [OFFLINE_PATH])) throw new RefusedSenderError(CHANNELS.retry);
    return actions.retry();
  });
}
