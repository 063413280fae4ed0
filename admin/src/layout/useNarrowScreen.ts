import { useSyncExternalStore } from 'react';

/** Phones: the side menu is a drawer at this width and below. */
export const NARROW_QUERY = '(max-width: 768px)';

// Absent in jsdom (component tests): a wide screen there.
const query = (): MediaQueryList | undefined => window.matchMedia?.(NARROW_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (≤ 768 px), following resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
