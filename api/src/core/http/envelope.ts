import type { Envelope } from '@waybill/shared';

export const SIGNED_OUT_ERROR = 'You must be signed in as an admin to do this';

export function envelope<T>(status: number, data: T, message: string, errors: string[] = []) {
  const body: Envelope<T> = { status, errors, data, message };
  // docs/product.md §6.2: a 401 carries admin "false" so the client marks the admin signed out.
  if (status === 401) body.admin = 'false';
  return body;
}
