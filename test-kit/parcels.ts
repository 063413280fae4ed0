/**
 * Parcels made the way staff make them (the create call, then the edit form's PATCH), shared by
 * the API's integration tests and the browser tests through the typed test client
 * (test-kit/api-client.ts).
 */
import {
  addParcelUpdate,
  createParcel as createParcelEndpoint,
  updateParcel,
  type Parcel,
  type ParcelCreatePayload,
  type ParcelUpdateAddPayload,
  type ParcelUpdatePayload,
} from '@waybill/shared';
import type { TestApi } from './api-client.js';

/** What a new parcel is created with, and any other field of the edit form. */
export type ParcelFields = ParcelCreatePayload &
  Partial<Omit<ParcelUpdatePayload, 'id' | keyof ParcelCreatePayload>>;

/**
 * Creates a parcel with its three required fields; when more are given, sets them with a PATCH
 * (which changes only the fields it is sent). Returns the parcel as created.
 */
export async function createParcel(staff: TestApi, fields: ParcelFields): Promise<Parcel> {
  const { tracking_code, recipient_name, destination, ...rest } = fields;
  const create: ParcelCreatePayload = { tracking_code, recipient_name, destination };
  const parcel = await staff.data(createParcelEndpoint, { body: create }, 201);
  if (Object.keys(rest).length > 0) {
    await staff.data(updateParcel, { body: { id: parcel.id, ...rest } });
  }
  return parcel;
}

/**
 * Says what happened to the parcel with "Add update" (POST /api/parcels/{code}/updates): its
 * status, stage, location and newest history entry in one call. Returns the parcel as changed.
 */
export async function addUpdate(
  staff: TestApi,
  code: string,
  update: Partial<ParcelUpdateAddPayload> & Pick<ParcelUpdateAddPayload, 'stage'>,
): Promise<Parcel> {
  return staff.data(addParcelUpdate, { params: { code }, body: update }, 201);
}
