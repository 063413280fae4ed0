/** Parcels, their pictures and labels. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type {
  Parcel,
  ParcelSummary,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
} from '../schemas/parcel.js';
import type { listQuerySchema } from '../schemas/queries.js';

export const listParcels = endpoint({
  method: 'GET',
  route: '/api/parcels',
  ...({} as { query: In<typeof listQuerySchema>; data: Paged<ParcelSummary> }),
});

export const createParcel = endpoint({
  method: 'POST',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelCreateSchema>; data: Parcel }),
});

export const updateParcel = endpoint({
  method: 'PATCH',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelPatchSchema>; data: Parcel }),
});

export const deleteParcel = endpoint({
  method: 'DELETE',
  route: '/api/parcels',
  ...({} as { body: In<typeof parcelDeleteSchema> }),
});

export const uploadParcelImage = endpoint({
  method: 'POST',
  route: '/api/parcels/image',
  bodyType: 'form',
  ...({} as { body: In<typeof parcelImageSchema>; data: Parcel }),
});

export const getParcelLabel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/label.pdf',
  answer: 'pdf',
});
