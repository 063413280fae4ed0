import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the client hydrates its page, true after: what only the browser
 * can draw (a lazily loaded widget) waits for it, so the hydrated page matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
