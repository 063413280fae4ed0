/**
 * Parcels made the way staff make them (POST /api/parcels, then the edit form's PATCH), shared by
 * the API's integration tests (supertest) and the browser tests (Playwright's request context):
 * each side adapts its HTTP client to StaffClient.
 */
import type { Parcel, ParcelCreatePayload, ParcelUpdatePayload } from '@waybill/shared';

export interface StaffResponse {
  status: number;
  body: unknown;
}

/** A signed-in staff member's HTTP calls, JSON in and out. */
export interface StaffClient {
  send(method: 'POST' | 'PATCH', path: string, data: object): Promise<StaffResponse>;
}

/** What a new parcel is created with, and any other field of the edit form. */
export type ParcelFields = ParcelCreatePayload &
  Partial<Omit<ParcelUpdatePayload, 'id' | keyof ParcelCreatePayload>>;

async function expectStatus(
  staff: StaffClient,
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
  status: number,
): Promise<unknown> {
  const response = await staff.send(method, path, data);
  if (response.status !== status) {
    throw new Error(
      `${method} ${path}: expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return (response.body as { data: unknown }).data;
}

/**
 * Creates a parcel with its three required fields; when more are given, sets them with a PATCH
 * (which changes only the fields it is sent). Returns the parcel as created.
 */
export async function createParcel(staff: StaffClient, fields: ParcelFields): Promise<Parcel> {
  const { tracking_code, recipient_name, destination, ...rest } = fields;
  const create: ParcelCreatePayload = { tracking_code, recipient_name, destination };
  const parcel = (await expectStatus(staff, 'POST', '/api/parcels', create, 201)) as Parcel;
  if (Object.keys(rest).length > 0) {
    await expectStatus(staff, 'PATCH', '/api/parcels', { id: parcel.id, ...rest }, 200);
  }
  return parcel;
}
