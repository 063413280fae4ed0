/** Places by name, for the parcel forms' location fields. */
import { endpoint, type In } from '../endpoint.js';
import type { Place, placeSearchQuerySchema } from '../schemas/place.js';

/**
 * Staff who write parcels only: it serves their forms, and a public or read-only caller would
 * make the server a free geocoder (and, with GEOCODER_URL, a relay to someone else's service).
 */
export const searchPlaces = endpoint({
  method: 'GET',
  route: '/api/places',
  access: 'parcels.write',
  ...({} as { query: In<typeof placeSearchQuerySchema>; data: Place[] }),
});
