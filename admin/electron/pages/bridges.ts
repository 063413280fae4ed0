import type { DesktopBridge, DesktopSetupBridge } from '../bridge.js';

type DesktopWindow = Window & { desktop?: DesktopBridge; desktopSetup?: DesktopSetupBridge };

/** The preload's bridges; absent when the page is opened outside the app. */
export const desktop = (window as DesktopWindow).desktop;
export const desktopSetup = (window as DesktopWindow).desktopSetup;

export function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} is missing from the page`);
  return found;
}

export function showError(target: HTMLElement, message: string | null): void {
  target.textContent = message ?? '';
  target.hidden = message === null;
}
