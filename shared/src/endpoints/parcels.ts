/** Parcels, their pictures and labels. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type {
  Parcel,
  ParcelSummary,
  parcelCancelSchema,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
  parcelUpdateAddSchema,
} from '../schemas/parcel.js';
import type { parcelListQuerySchema } from '../schemas/queries.js';
import type { StatusStage } from '../stages.js';
import type { SavedAddress, savedAddressQuerySchema } from '../schemas/address-book.js';

export const listParcels = endpoint({
  method: 'GET',
  route: '/api/parcels',
  access: 'parcels.read',
  keyScope: 'parcels:read',
  ...({} as { query: In<typeof parcelListQuerySchema>; data: Paged<ParcelSummary> }),
});

export const createParcel = endpoint({
  method: 'POST',
  route: '/api/parcels',
  access: 'parcels.write',
  keyScope: 'parcels:write',
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

/**
 * What happened to a parcel: its history entry, status, stage, current location and map point,
 * and the subscribers' e-mail, in one transaction with one audit row (the parcel's update).
 */
export const addParcelUpdate = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/updates',
  access: 'parcels.write',
  keyScope: 'parcels:write',
  audit: { writes: ['parcel.update'] },
  created: true,
  ...({} as { body: In<typeof parcelUpdateAddSchema>; data: Parcel }),
});

/** The status texts an update suggests for each stage: Settings › Status Stages, in order. */
export const listUpdateStatuses = endpoint({
  method: 'GET',
  route: '/api/update-statuses',
  access: 'parcels.write',
  keyScope: 'parcels:write',
  ...({} as { data: StatusStage[] }),
});

/**
 * The shop calls the parcel off (docs/api.md): the one-step update to the stage Cancelled, refused
 * once the parcel is delivered, returned or already cancelled.
 */
export const cancelParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/cancel',
  access: 'parcels.write',
  keyScope: 'parcels:write',
  audit: { writes: ['parcel.update'] },
  ...({} as { body: In<typeof parcelCancelSchema>; data: Parcel }),
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
  keyScope: 'labels:read',
  answer: 'pdf',
});

/**
 * The address book: recent senders or recipients whose name starts with what staff typed. For
 * those who write parcels only: it lists people's addresses and phones.
 */
export const listSavedAddresses = endpoint({
  method: 'GET',
  route: '/api/addresses',
  access: 'parcels.write',
  ...({} as { query: In<typeof savedAddressQuerySchema>; data: SavedAddress[] }),
});
