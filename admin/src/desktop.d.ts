import type { DesktopBridge } from '../electron/bridge.js';

declare global {
  interface Window {
    /** Set only inside the Waybill Admin desktop app: use as `window.desktop?.…`. */
    readonly desktop?: DesktopBridge;
  }
}
