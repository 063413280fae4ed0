/** A visitor's parcel lookup and its history. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Activity } from '../schemas/activity.js';
import type { Parcel, parcelUnlockSchema, PublicParcel } from '../schemas/parcel.js';
import type { pageQuerySchema } from '../schemas/queries.js';

export const trackParcel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code',
  access: 'public',
  ...({} as { data: Parcel | PublicParcel }),
});

export const getParcelHistory = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/history',
  access: 'public',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Activity> }),
});

/**
 * A visitor shows they know the recipient (their e-mail or the last 4 digits of their phone):
 * the answer is the parcel with what the code alone does not show (docs/product.md §2.3).
 */
export const unlockParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/unlock',
  access: 'public',
  audit: { none: 'shows a parcel to a visitor who knows its recipient; changes no record' },
  ...({} as { body: In<typeof parcelUnlockSchema>; data: PublicParcel }),
});
