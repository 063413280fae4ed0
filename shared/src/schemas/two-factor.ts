/** Two-factor sign-in (docs/product.md §4.2): TOTP, recovery codes, the owner's requirement. */
import { z } from 'zod';
import { TEXT_MAX, coded } from '../validation.js';
import { adminSchema } from './auth.js';

/** How many recovery codes an account gets at once (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the authenticator app; spaces (as some apps show it) are ignored. */
export const totpCode = () =>
  z
    .string()
    .max(TEXT_MAX)
    .transform((code) => code.replace(/\s/g, ''))
    .refine((code) => /^\d{6}$/.test(code), coded('twofactor.code_format'));

/** A recovery code as shown (`xxxxx-xxxxx`); letter case, spaces and dashes are ignored. */
export const recoveryCode = () =>
  z
    .string()
    .max(TEXT_MAX)
    .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
    .refine((code) => /^[a-z0-9]{10}$/.test(code), coded('twofactor.recovery_code_format'));

/** The second factors a sign-in can finish with (the answer lists those the account has). */
export const SECOND_FACTORS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * POST /api/admins/auth/signin: the admin when signed in; otherwise which second step is pending
 * (no session yet): a code (`second_factor`), or setting up TOTP first because the owner requires
 * it (`second_factor_setup`).
 */
/**
 * The pending step of a sign-in that must set up TOTP first (also what accepting an invitation
 * answers while the owner requires two-factor, docs/product.md §4.1a).
 */
export const signinSetupStepSchema = z.object({
  second_factor_setup: z.array(z.literal('totp')),
});
export type SigninSetupStep = z.infer<typeof signinSetupStepSchema>;

export const signinAnswerSchema = z.union([
  adminSchema,
  z.object({ second_factor: z.array(z.enum(SECOND_FACTORS)) }),
  signinSetupStepSchema,
]);
export type SigninAnswer = z.infer<typeof signinAnswerSchema>;

/** POST /api/admins/auth/signin/verify: exactly one of a TOTP code or a recovery code. */
export const signinVerifySchema = z
  .object({ code: totpCode().optional(), recovery_code: recoveryCode().optional() })
  .refine(
    (value) => (value.code === undefined) !== (value.recovery_code === undefined),
    coded('twofactor.code_or_recovery_code'),
  );
export type SigninVerifyPayload = z.infer<typeof signinVerifySchema>;

/** A new TOTP secret to enrol: typed in, or scanned from the QR code (a data: URL, SVG). */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST …/totp/enable: the first code from the app confirms the secret. */
export const totpEnableSchema = z.object({ code: totpCode() });
export type TotpEnablePayload = z.infer<typeof totpEnableSchema>;

/**
 * POST /api/admins/2fa/totp/enable: the code, and the password, so a session left open cannot
 * turn it on and lock the account's holder out (a PIN reset does not skip the second factor).
 */
export const accountTotpEnableSchema = totpEnableSchema.extend({
  password: z.string().min(1).max(TEXT_MAX),
});
export type AccountTotpEnablePayload = z.infer<typeof accountTotpEnableSchema>;

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The setup at sign-in finishes the sign-in: the admin, and the recovery codes to keep. */
export const signinSetupAnswerSchema = adminSchema.extend({
  recovery_codes: z.array(z.string()),
});
export type SigninSetupAnswer = z.infer<typeof signinSetupAnswerSchema>;

/** The fields of a proof that it is the account's holder: the password or a current code. */
export const twoFactorProofFields = {
  password: z.string().min(1).max(TEXT_MAX).optional(),
  code: totpCode().optional(),
};
/** Exactly one of the proof's fields was given. */
export const oneProof = [
  (value: { password?: string; code?: string }) =>
    (value.password === undefined) !== (value.code === undefined),
  coded('twofactor.password_or_code'),
] as const;

/** Proof that it is the account's holder: the password or a current code. */
export const twoFactorProofSchema = z.object(twoFactorProofFields).refine(...oneProof);
export type TwoFactorProof = z.infer<typeof twoFactorProofSchema>;

/** GET /api/admins/2fa: the signed-in account's second factors and the owner's requirement. */
export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** PATCH /api/admins/2fa/policy: whether every account must use a second factor. */
export const twoFactorPolicySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
