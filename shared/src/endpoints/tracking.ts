/** A visitor's parcel lookup and its history. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Activity } from '../schemas/activity.js';
import type { Parcel, PublicParcel } from '../schemas/parcel.js';
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
