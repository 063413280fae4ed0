import type { Theme } from './choices.js';
import type { AdminState } from './schemas/auth.js';
import type { Page, PageSummary } from './schemas/page.js';
import type { Parcel, PublicParcel } from './schemas/parcel.js';
import type { PublicReview } from './schemas/review.js';
import type { PublicSettings } from './schemas/settings.js';

/*
 * The storage half of the saved state (docs/product.md §3.3): the key, the types and writing. It
 * imports types only, never the schema library, so a page that only saves (the public site's first
 * load) does not carry the schemas; reading with every slice checked is readSavedState in
 * saved-state.ts.
 */

/** docs/product.md §3.3: both apps run on one origin and share this localStorage entry. */
export const SAVED_STATE_KEY = 'state';

/**
 * A list held on screen (docs/product.md §3.3): the items in order, the same items by key (the id,
 * or the tracking code for parcels), the search keys and the paging of the last page loaded.
 */
export interface ListState<T> {
  list: T[];
  map: Record<string, T>;
  search_keys: string[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

export function emptyListState<T>(): ListState<T> {
  return { list: [], map: {}, search_keys: [], current_page: 1, last_page: 1, next_page_url: null };
}

/** The tracking lookup (docs/product.md §3.3); the admin may hold a full parcel in it. */
export interface ParcelLookupState {
  data: Parcel | PublicParcel | null;
  errors: string[];
  fetching: boolean;
}

export interface SavedState {
  theme?: Theme;
  admin?: AdminState;
  pages?: ListState<Page | PageSummary>;
  parcel?: ParcelLookupState;
  parcels?: ListState<Parcel>;
  reviews?: ListState<PublicReview>;
  /** The settings list of the graph; the record is its first element. */
  settings?: PublicSettings[];
}

/** The part of the Web Storage API used here (so the API's Node build needs no DOM types). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage; undefined where there is none or it is disabled. */
export function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/**
 * The stored object as is, including fields this version does not know; {} when missing or not
 * an object. A storage that refuses to be read throws.
 */
export function storedObject(storage: StorageLike): Record<string, unknown> {
  const text = storage.getItem(SAVED_STATE_KEY);
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The stored object unchecked (nothing is validated: a field may hold anything), for a quick
 * look at one field before the schemas are loaded; {} when missing, corrupt or unreadable.
 */
export function readSavedStateRaw(
  storage: StorageLike | undefined = defaultStorage(),
): Record<string, unknown> {
  if (!storage) return {};
  try {
    return storedObject(storage);
  } catch {
    return {};
  }
}

/**
 * Merges `slice` into what is stored (read, modify, write), so the public site and the admin do
 * not erase each other's fields. Keys set to undefined are left as they are. A failure (quota,
 * disabled storage) is only logged (docs/product.md §3.3).
 */
export function writeSavedState(
  slice: Partial<SavedState>,
  storage: StorageLike | undefined = defaultStorage(),
): void {
  if (!storage) return;
  try {
    // A storage that cannot be read is not written either: that would erase the other fields.
    const next = storedObject(storage);
    for (const [key, value] of Object.entries(slice)) {
      if (value !== undefined) next[key] = value;
    }
    storage.setItem(SAVED_STATE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not save the state', error);
  }
}

/** The full state replacement of docs/product.md §3.3: what is stored becomes exactly `state`. */
export function replaceSavedState(
  state: SavedState,
  storage: StorageLike | undefined = defaultStorage(),
): void {
  if (!storage) return;
  try {
    storage.setItem(SAVED_STATE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Could not save the state', error);
  }
}
