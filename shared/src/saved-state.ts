import { z } from 'zod';
import { THEMES, type Theme } from './choices.js';
import { type AdminState, adminStateSchema } from './schemas/auth.js';
import { type Page, type PageSummary, pageSchema, pageSummarySchema } from './schemas/page.js';
import {
  type Parcel,
  type PublicParcel,
  parcelSchema,
  publicParcelSchema,
} from './schemas/parcel.js';
import { type Review, reviewSchema } from './schemas/review.js';
import { type Settings, settingsSchema } from './schemas/settings.js';

/** SPEC §3: both apps run on one origin and share this localStorage entry. */
export const SAVED_STATE_KEY = 'state';

/**
 * A list held on screen (SPEC §3–4): the items in order, the same items by key (the id, or the
 * tracking code for parcels), the search keys and the paging of the last page loaded.
 */
export interface ListState<T> {
  list: T[];
  map: Record<string, T>;
  search_keys: string[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

export const listStateSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    map: z.record(z.string(), item),
    search_keys: z.array(z.string()),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    next_page_url: z.string().nullable(),
  });

export function emptyListState<T>(): ListState<T> {
  return { list: [], map: {}, search_keys: [], current_page: 1, last_page: 1, next_page_url: null };
}

/** The tracking lookup (SPEC §3 "the parcel state"); the admin may hold a full parcel in it. */
export interface ParcelLookupState {
  data: Parcel | PublicParcel | null;
  errors: string[];
  fetching: boolean;
}

export const parcelLookupStateSchema = z.object({
  data: z.union([parcelSchema, publicParcelSchema]).nullable(),
  errors: z.array(z.string()),
  fetching: z.boolean(),
});

export interface SavedState {
  theme?: Theme;
  admin?: AdminState;
  pages?: ListState<Page | PageSummary>;
  parcel?: ParcelLookupState;
  parcels?: ListState<Parcel>;
  reviews?: ListState<Review>;
  /** The settings list of the graph; the record is its first element. */
  settings?: Settings[];
}

/** Each slice is checked alone: one that no longer fits (old version, hand-edited) is dropped. */
const slice = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const savedStateSchema = z.object({
  theme: slice(z.enum(THEMES)),
  admin: slice(adminStateSchema),
  pages: slice(listStateSchema(z.union([pageSchema, pageSummarySchema]))),
  parcel: slice(parcelLookupStateSchema),
  parcels: slice(listStateSchema(parcelSchema)),
  reviews: slice(listStateSchema(reviewSchema)),
  settings: slice(z.array(settingsSchema)),
});

/** The part of the Web Storage API used here (so the API's Node build needs no DOM types). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? undefined;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** The stored object as is, including fields this version does not know; {} when unusable. */
function readRaw(storage: StorageLike): Record<string, unknown> {
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

/** The saved state, each slice checked; a missing or corrupt entry gives {}. */
export function readSavedState(storage: StorageLike | undefined = defaultStorage()): SavedState {
  if (!storage) return {};
  try {
    const parsed: SavedState = savedStateSchema.parse(readRaw(storage));
    // Dropped and absent slices come back as undefined keys; leave them out.
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => value !== undefined),
    ) as SavedState;
  } catch (error) {
    console.warn('Could not read the saved state', error);
    return {};
  }
}

/**
 * Merges `slice` into what is stored (read, modify, write), so the public site and the admin do
 * not erase each other's fields. Keys set to undefined are left as they are. A failure (quota,
 * disabled storage) is only logged (SPEC §3).
 */
export function writeSavedState(
  slice: Partial<SavedState>,
  storage: StorageLike | undefined = defaultStorage(),
): void {
  if (!storage) return;
  try {
    const next = readRaw(storage);
    for (const [key, value] of Object.entries(slice)) {
      if (value !== undefined) next[key] = value;
    }
    storage.setItem(SAVED_STATE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not save the state', error);
  }
}

/** The full state replacement of SPEC §3: what is stored becomes exactly `state`. */
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
