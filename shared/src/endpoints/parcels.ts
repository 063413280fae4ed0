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
import type { parcelListQuerySchema } from '../schemas/queries.js';

export const listParcels = endpoint({
  method: 'GET',
  route: '/api/parcels',
  access: 'parcels.read',
  ...({} as { query: In<typeof parcelListQuerySchema>; data: Paged<ParcelSummary> }),
});

export const createParcel = endpoint({
  method: 'POST',
  route: '/api/parcels',
  access: 'parcels.write',
  audit: { writes: ['parcel.create'] },
  created: true,
  ...({} as { body: In<typeof parcelCreateSchema>; data: Parcel }),
});

export const updateParcel = endpoint({
  method: 'PATCH',
  route: '/api/parcels',
  access: 'parcels.write',
  audit: { writes: ['parcel.update'] },
  ...({} as { body: In<typeof parcelPatchSchema>; data: Parcel }),
});

export const deleteParcel = endpoint({
  method: 'DELETE',
  route: '/api/parcels',
  access: 'parcels.write',
  audit: { writes: ['parcel.delete'] },
  ...({} as { body: In<typeof parcelDeleteSchema> }),
});

export const uploadParcelImage = endpoint({
  method: 'POST',
  route: '/api/parcels/image',
  access: 'parcels.write',
  audit: { writes: ['parcel.update'] },
  created: true,
  bodyType: 'form',
  ...({} as { body: In<typeof parcelImageSchema>; data: Parcel }),
});

export const getParcelLabel = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/label.pdf',
  access: 'parcels.read',
  answer: 'pdf',
});
