import type { SAVED_STATE_KEY, SavedState } from '@waybill/shared';

/**
 * Writing the saved state (SPEC §3) without loading the contract's schemas. The contract's
 * saved-state module also defines the schemas that readSavedState checks with; a bundle holds a
 * module whole, so importing writeSavedState from it would put the schema library (~25 KB gzipped,
 * a fifth of the home page's budget) on every first visit. This follows writeSavedState exactly:
 * read the stored object, merge the given slices (undefined ones left as they are), write it
 * back; a failure (quota, disabled storage) is only logged. Reading goes through the contract's
 * readSavedState, in a chunk loaded when there is something to restore (start.ts).
 */
export const STATE_KEY: typeof SAVED_STATE_KEY = 'state';

export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** The stored object as is; {} when missing or unusable. */
export function readStoredObject(): Record<string, unknown> {
  try {
    const text = storage()?.getItem(STATE_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function saveState(slice: Partial<SavedState>): void {
  const target = storage();
  if (!target) return;
  try {
    const next = readStoredObject();
    for (const [key, value] of Object.entries(slice)) {
      if (value !== undefined) next[key] = value;
    }
    target.setItem(STATE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not save the state', error);
  }
}
