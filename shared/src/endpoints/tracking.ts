/** A visitor's parcel lookup and its history. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Activity } from '../schemas/activity.js';
import type { Parcel, parcelUnlockSchema, PublicParcel } from '../schemas/parcel.js';
import type { pageQuerySchema } from '../schemas/queries.js';
import type { DeliveryChoices, parcelPreferencesSchema } from '../schemas/preferences.js';

export const trackParcel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code',
  access: 'public',
  // A key reads the parcels it made, whole (docs/api.md).
  keyScope: 'parcels:read',
  ...({} as { data: Parcel | PublicParcel }),
});

export const getParcelHistory = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/history',
  access: 'public',
  keyScope: 'parcels:read',
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

/**
 * The recipient, checked as the unlock checks them, reads what they may ask of the delivery and
 * what they asked (docs/product.md §2.3d).
 */
export const getDeliveryChoices = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/delivery-choices',
  access: 'public',
  audit: { none: 'shows a recipient what they may ask of the delivery; changes no record' },
  ...({} as { body: In<typeof parcelUnlockSchema>; data: DeliveryChoices }),
});

/** The recipient, checked as the unlock checks them, asks for a way of delivering the parcel. */
export const setDeliveryPreference = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/preferences',
  access: 'public',
  audit: { writes: ['parcel.update'] },
  ...({} as { body: In<typeof parcelPreferencesSchema>; data: DeliveryChoices }),
});
