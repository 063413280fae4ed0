/** A member's saved views of a list: filter, sort and columns under a name, shared or not. */
import { endpoint, type In } from '../endpoint.js';
import type {
  SavedView,
  savedViewCreateSchema,
  savedViewPatchSchema,
  savedViewQuerySchema,
} from '../schemas/saved-views.js';

/** A view changes how one member's list looks, never a parcel or a setting. */
const NO_RECORD = { none: 'a way of looking at a list: no record of the company changes' };

export const listSavedViews = endpoint({
  method: 'GET',
  route: '/api/saved-views',
  access: 'parcels.read',
  ...({} as { query: In<typeof savedViewQuerySchema>; data: SavedView[] }),
});

export const createSavedView = endpoint({
  method: 'POST',
  route: '/api/saved-views',
  access: 'parcels.read',
  audit: NO_RECORD,
  created: true,
  ...({} as { body: In<typeof savedViewCreateSchema>; data: SavedView }),
});

export const updateSavedView = endpoint({
  method: 'PATCH',
  route: '/api/saved-views/:id',
  access: 'parcels.read',
  audit: NO_RECORD,
  ...({} as { body: In<typeof savedViewPatchSchema>; data: SavedView }),
});

export const deleteSavedView = endpoint({
  method: 'DELETE',
  route: '/api/saved-views/:id',
  access: 'parcels.read',
  audit: NO_RECORD,
  ...({} as { data: null }),
});
