import { useSyncExternalStore } from 'react';

/** The app's screens: one task each. The browser's back button goes back a screen. */
export type Screen =
  | { name: 'run' }
  | { name: 'scan' }
  | { name: 'parcel'; code: string }
  | { name: 'deliver'; code: string }
  | { name: 'queue' }
  | { name: 'menu' };

let current: Screen = { name: 'run' };
const listeners = new Set<() => void>();

function isScreen(value: unknown): value is Screen {
  return typeof value === 'object' && value !== null && 'name' in value;
}

function show(screen: Screen): void {
  current = screen;
  listeners.forEach((listener) => listener());
  // A new screen starts at its top, with the focus on its heading (read out by screen readers).
  requestAnimationFrame(() => {
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main h1')?.focus();
  });
}

/** Opens a screen; the back button returns to the one before. */
export function navigate(screen: Screen, { replace = false } = {}): void {
  if (replace) history.replaceState({ screen }, '');
  else history.pushState({ screen }, '');
  show(screen);
}

/** Back a screen, or to the run when this is the first one. */
export function goBack(): void {
  if (isScreen(history.state?.screen) && history.length > 1 && current.name !== 'run') {
    history.back();
  } else {
    navigate({ name: 'run' }, { replace: true });
  }
}

export function startNavigation(): void {
  const saved: unknown = history.state?.screen;
  current = isScreen(saved) ? saved : { name: 'run' };
  history.replaceState({ screen: current }, '');
  window.addEventListener('popstate', (event) => {
    const screen: unknown = (event.state as { screen?: unknown } | null)?.screen;
    show(isScreen(screen) ? screen : { name: 'run' });
  });
}

export function useScreen(): Screen {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
