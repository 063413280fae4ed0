/** The schemas and summaries of the endpoints in passkeys.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  passkeyAddSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySigninSchema,
} from '../schemas/passkeys.js';
import { adminSchema } from '../schemas/auth.js';
import { twoFactorProofSchema } from '../schemas/two-factor.js';
import * as endpoints from './passkeys.js';

export const passkeysSchemas = describeArea(endpoints, {
  listPasskeys: {
    summary: 'The signed-in account’s passkeys: name, when added, when last used.',
    data: () => passkeyListSchema,
  },
  startPasskeyRegistration: {
    summary: 'The options to create a passkey with (its challenge is single use, 5 minutes).',
    body: twoFactorProofSchema,
    data: () => passkeyOptionsSchema,
  },
  addPasskey: {
    summary:
      'Register the passkey the browser created, named, with the password or a current code.',
    body: passkeyAddSchema,
    data: () => passkeySchema,
  },
  renamePasskey: {
    summary: 'Rename one of the account’s passkeys.',
    body: passkeyRenameSchema,
    data: () => passkeySchema,
  },
  removePasskey: {
    summary: 'Remove one of the account’s passkeys (needs the password or a current code).',
    body: passkeyRemoveSchema,
  },
  startPasskeyStep: {
    summary: 'The options to finish a pending sign-in with one of the account’s passkeys.',
    data: () => passkeyOptionsSchema,
  },
  verifyPasskeyStep: {
    summary: 'Finish a pending sign-in with a passkey; starts the session.',
    body: passkeySigninSchema,
    data: () => adminSchema,
  },
  startPasskeySignin: {
    summary: 'The options to sign in with a passkey alone (no e-mail or password).',
    data: () => passkeyOptionsSchema,
  },
  passkeySignin: {
    summary: 'Sign in with a passkey alone; starts the session.',
    body: passkeySigninSchema,
    data: () => adminSchema,
  },
});
