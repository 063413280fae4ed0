/** Staff accounts: the first admin, signing in and out, passwords. */
import type { ContactAnswer } from '../schemas/contact.js';
import { endpoint, type In } from '../endpoint.js';
import type {
  accountNameSchema,
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
  audit: { writes: ['account.create'] },
  created: true,
  startsSession: true,
  ...({} as { body: In<typeof signupSchema>; data: Admin }),
});

export const signIn = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin',
  access: 'public',
  audit: { writes: ['account.signin', 'account.signin_failed'] },
  startsSession: true,
  bodyType: 'form',
  ...({} as { body: In<typeof signinSchema>; data: SigninAnswer }),
});

export const signOut = endpoint({
  method: 'GET',
  route: '/api/admins/auth/signout',
  access: 'public',
  audit: { none: 'ends the caller’s own session; changes no record' },
});

/** The control panel's sign-out: a POST, which another site cannot send (request guards). */
export const signOutPost = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signout',
  access: 'public',
  audit: { none: 'ends the caller’s own session; changes no record' },
});

export const signOutUser = endpoint({
  method: 'GET',
  route: '/api/users/auth/signout',
  access: 'public',
  audit: { none: 'the legacy sign-out: ends the caller’s own session' },
});

/** The PIN stays out of its audit row; the e-mail carrying it is a mail row with its body hidden. */
export const sendPasswordPin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/send-pin',
  access: 'public',
  audit: { writes: ['account.password_reset_request', 'mail.create'] },
  ...({} as { body: In<typeof sendPinSchema>; data: ContactAnswer }),
});

export const resetPassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-guest',
  access: 'public',
  audit: { writes: ['account.password_change', 'mail.create'] },
  ...({} as { body: In<typeof passwordGuestSchema> }),
});

export const changePassword = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/password-user',
  access: 'account',
  audit: { writes: ['account.password_change', 'mail.create', 'account.proof_failed'] },
  ...({} as { body: In<typeof passwordUserSchema> }),
});

/** The signed-in member's own display name. */
export const renameAccount = endpoint({
  method: 'PATCH',
  route: '/api/admins/auth/update/name',
  access: 'account',
  audit: { writes: ['account.update'] },
  ...({} as { body: In<typeof accountNameSchema>; data: Admin }),
});
