/**
 * Staff accounts through the contract's endpoints, shared by the API's integration tests and the
 * browser tests: the first admin of a new install, and a sign-in with e-mail and password.
 */
import {
  signIn,
  signUp,
  type Admin,
  type SigninPayload,
  type SignupPayload,
} from '@waybill/shared';
import type { TestApi } from './api-client.js';

/** Creates the first admin of a new install (single use: the sign-up answers 201 only once). */
export function signUpFirstAdmin(api: TestApi, admin: SignupPayload): Promise<Admin> {
  return api.data(signUp, { body: admin }, 201);
}

/** Signs in with the sign-in screen's multipart form; the transport keeps the session cookie. */
export async function signInAdmin(api: TestApi, credentials: SigninPayload): Promise<Admin> {
  const answer = await api.data(signIn, { form: credentials });
  // Two-factor sign-in: an account with a second factor is not signed in yet.
  if (!('email' in answer)) throw new Error('This sign-in needs a second step');
  return answer;
}
