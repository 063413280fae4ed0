import { z } from 'zod';
import { THEMES } from './choices.js';
import { adminStateSchema } from './schemas/auth.js';
import { pageSchema, pageSummarySchema } from './schemas/page.js';
import { parcelSchema, publicParcelSchema } from './schemas/parcel.js';
import { publicReviewSchema } from './schemas/review.js';
import { settingsSchema } from './schemas/settings.js';
import {
  type SavedState,
  type StorageLike,
  defaultStorage,
  storedObject,
} from './saved-state-storage.js';

/*
 * The schema half of the saved state (docs/product.md §3.3): reading with every slice checked. The
 * key, the types and writing live in saved-state-storage.ts (no schema library) and are re-exported
 * here, so this module is the whole saved state.
 */
export {
  type ListState,
  type ParcelLookupState,
  type SavedState,
  type StorageLike,
  SAVED_STATE_KEY,
  emptyListState,
  readSavedStateRaw,
  replaceSavedState,
  writeSavedState,
} from './saved-state-storage.js';

export const listStateSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    map: z.record(z.string(), item),
    search_keys: z.array(z.string()),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    next_page_url: z.string().nullable(),
  });

export const parcelLookupStateSchema = z.object({
  data: z.union([parcelSchema, publicParcelSchema]).nullable(),
  errors: z.array(z.string()),
  fetching: z.boolean(),
});

/** Each slice is checked alone: one that no longer fits (old version, hand-edited) is dropped. */
const slice = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const savedStateSchema = z.object({
  theme: slice(z.enum(THEMES)),
  admin: slice(adminStateSchema),
  pages: slice(listStateSchema(z.union([pageSchema, pageSummarySchema]))),
  parcel: slice(parcelLookupStateSchema),
  parcels: slice(listStateSchema(parcelSchema)),
  reviews: slice(listStateSchema(publicReviewSchema)),
  settings: slice(z.array(settingsSchema)),
});

/** The saved state, each slice checked; a missing or corrupt entry gives {}. */
export function readSavedState(storage: StorageLike | undefined = defaultStorage()): SavedState {
  if (!storage) return {};
  try {
    const parsed: SavedState = savedStateSchema.parse(storedObject(storage));
    // Dropped and absent slices come back as undefined keys; leave them out.
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => value !== undefined),
    ) as SavedState;
  } catch (error) {
    console.warn('Could not read the saved state', error);
    return {};
  }
}
