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

export const getAdminStatus = endpoint({
  method: 'GET',
  route: '/api/admins/status',
  ...({} as { data: { has_admin: boolean } }),
});

export const signUp = endpoint({
  method: 'POST',
  route: '/api/admins',
  ...({} as { body: In<typeof signupSchema>; data: Admin }),
});

export const signIn = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin',
  bodyType: 'form',
  ...({} as { body: In<typeof signinSchema>; data: Admin }),
});

export const signOut = endpoint({
  method: 'GET',
  route: '/api/admins/auth/signout',
});

export const signOutUser = endpoint({
  method: 'GET',
  route: '/api/users/auth/signout',
});

export const sendPasswordPin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/send-pin',
  ...({} as { body: In<typeof sendPinSchema> }),
});

export const resetPassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-guest',
  ...({} as { body: In<typeof passwordGuestSchema> }),
});

export const changePassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-user',
  ...({} as { body: In<typeof passwordUserSchema> }),
});
