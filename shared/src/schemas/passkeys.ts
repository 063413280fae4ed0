/**
 * Passkeys (WebAuthn, docs/product.md §4.2): an account's named credentials, their ceremonies'
 * options, and the browser's answers as JSON (base64url fields, as @simplewebauthn sends them).
 */
import { z } from 'zod';
import { idSchema } from '../validation.js';
import { oneProof, twoFactorProofFields } from './two-factor.js';

/** How long a passkey's name may be (it names a device: "Work laptop", "YubiKey 5"). */
export const PASSKEY_NAME_MAX = 60;
/** At most this many passkeys per account (each is a way in; a list to keep reviewable). */
export const PASSKEYS_PER_ACCOUNT = 20;

/** A base64url field of the browser's answer, no longer than `max` characters. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** A credential id is at most 1023 bytes (WebAuthn §5.8.1): 1364 base64url characters. */
const credentialId = () => base64url(1400).min(1);

export const passkeyNameSchema = () => z.string().trim().min(1).max(PASSKEY_NAME_MAX);

/** What `navigator.credentials.create()` gave, as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: credentialId(),
  rawId: credentialId(),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(32_768).min(1),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` gave, as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: credentialId(),
  rawId: credentialId(),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(8192).min(1),
    signature: base64url(2048).min(1),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/**
 * The options a ceremony starts with (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON), handed to the browser as they are.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** One of the account's passkeys, as listed: never its key or counter. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema);

/**
 * POST /api/admins/2fa/passkeys: the new passkey's name and the browser's answer. The proof that
 * it is the account's holder was given when the ceremony started (its challenge is bound to it).
 */
export const passkeyAddSchema = z.object({
  name: passkeyNameSchema(),
  response: registrationResponseSchema,
});
export type PasskeyAddPayload = z.infer<typeof passkeyAddSchema>;

/** The control panel's form before the ceremony: the name and the proof (the answer comes after). */
export const passkeyAddFormSchema = z
  .object({ name: passkeyNameSchema(), ...twoFactorProofFields })
  .refine(...oneProof);

/** PATCH /api/admins/2fa/passkeys: a new name for one of the account's passkeys. */
export const passkeyRenameSchema = z.object({ id: idSchema, name: passkeyNameSchema() });
export type PasskeyRenamePayload = z.infer<typeof passkeyRenameSchema>;

/** DELETE /api/admins/2fa/passkeys: which one, with the password or a current code. */
export const passkeyRemoveSchema = z
  .object({ id: idSchema, ...twoFactorProofFields })
  .refine(...oneProof);
export type PasskeyRemovePayload = z.infer<typeof passkeyRemoveSchema>;

/** The sign-in calls that finish with a passkey: the browser's signed answer. */
export const passkeySigninSchema = z.object({ response: authenticationResponseSchema });
export type PasskeySigninPayload = z.infer<typeof passkeySigninSchema>;
