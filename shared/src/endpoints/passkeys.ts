/**
 * Passkeys (WebAuthn): the account's passkeys, a passkey as a sign-in's second step, and
 * signing in with a passkey alone. Each ceremony is two calls: its options, then the answer.
 */
import { endpoint, type In } from '../endpoint.js';
import type { Admin } from '../schemas/auth.js';
import type {
  Passkey,
  PasskeyOptions,
  passkeyAddSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeySigninSchema,
} from '../schemas/passkeys.js';
import type { twoFactorProofSchema } from '../schemas/two-factor.js';

export const listPasskeys = endpoint({
  method: 'GET',
  route: '/api/admins/2fa/passkeys',
  access: 'account',
  ...({} as { data: Passkey[] }),
});

/**
 * Starting to add a passkey needs the password or a current code: a session alone is not enough.
 * A challenge is not yet a passkey (adding it is recorded); a wrong proof for it is.
 */
export const startPasskeyRegistration = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/passkeys/options',
  access: 'account',
  audit: { writes: ['account.proof_failed'] },
  ...({} as { body: In<typeof twoFactorProofSchema>; data: PasskeyOptions }),
});

export const addPasskey = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/passkeys',
  access: 'account',
  audit: { writes: ['passkey.passkey_add'] },
  created: true,
  ...({} as { body: In<typeof passkeyAddSchema>; data: Passkey }),
});

export const renamePasskey = endpoint({
  method: 'PATCH',
  route: '/api/admins/2fa/passkeys',
  access: 'account',
  audit: { writes: ['passkey.passkey_rename'] },
  ...({} as { body: In<typeof passkeyRenameSchema>; data: Passkey }),
});

export const removePasskey = endpoint({
  method: 'DELETE',
  route: '/api/admins/2fa/passkeys',
  access: 'account',
  audit: { writes: ['passkey.passkey_remove', 'account.proof_failed'] },
  ...({} as { body: In<typeof passkeyRemoveSchema> }),
});

/** The second step of a pending password sign-in (the `waybill.signin-step` cookie). */
export const startPasskeyStep = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/verify/passkey/options',
  access: 'public',
  audit: { none: 'a challenge for the pending sign-in; no record changes' },
  ...({} as { data: PasskeyOptions }),
});

export const verifyPasskeyStep = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/verify/passkey',
  access: 'public',
  audit: { writes: ['account.signin_passkey', 'account.signin_failed'] },
  startsSession: true,
  ...({} as { body: In<typeof passkeySigninSchema>; data: Admin }),
});

/** Signing in with a passkey alone (a discoverable credential names the account). */
export const startPasskeySignin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/passkey/options',
  access: 'public',
  audit: { none: 'a challenge for a sign-in; no record changes' },
  ...({} as { data: PasskeyOptions }),
});

export const passkeySignin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/passkey',
  access: 'public',
  audit: { writes: ['account.signin_passkey', 'account.signin_failed'] },
  startsSession: true,
  ...({} as { body: In<typeof passkeySigninSchema>; data: Admin }),
});
