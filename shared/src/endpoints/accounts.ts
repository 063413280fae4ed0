/** Staff accounts: the first admin, signing in and out, passwords. */
import { endpoint, type In } from '../endpoint.js';
import type {
  Admin,
  passwordGuestSchema,
  passwordUserSchema,
  sendPinSchema,
  signinSchema,
  signupSchema,
} from '../schemas/auth.js';
// Two-factor sign-in: a sign-in may answer that a second step is pending.
import type { SigninAnswer } from '../schemas/two-factor.js';

export const getAdminStatus = endpoint({
  method: 'GET',
  route: '/api/admins/status',
  access: 'public',
  ...({} as { data: { has_admin: boolean } }),
});

export const signUp = endpoint({
  method: 'POST',
  route: '/api/admins',
  access: 'public',
  ...({} as { body: In<typeof signupSchema>; data: Admin }),
});

export const signIn = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin',
  access: 'public',
  bodyType: 'form',
  ...({} as { body: In<typeof signinSchema>; data: SigninAnswer }),
});

export const signOut = endpoint({
  method: 'GET',
  route: '/api/admins/auth/signout',
  access: 'public',
});

/** The control panel's sign-out: a POST, which another site cannot send (request guards). */
export const signOutPost = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signout',
  access: 'public',
});

export const signOutUser = endpoint({
  method: 'GET',
  route: '/api/users/auth/signout',
  access: 'public',
});

export const sendPasswordPin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/send-pin',
  access: 'public',
  ...({} as { body: In<typeof sendPinSchema> }),
});

export const resetPassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-guest',
  access: 'public',
  ...({} as { body: In<typeof passwordGuestSchema> }),
});

export const changePassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-user',
  access: 'signed_in',
  ...({} as { body: In<typeof passwordUserSchema> }),
});
