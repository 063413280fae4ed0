/** Two-factor sign-in: the second step of a sign-in, and the account's TOTP and recovery codes. */
import { endpoint, type In } from '../endpoint.js';
import type { Admin } from '../schemas/auth.js';
import type {
  RecoveryCodes,
  accountTotpEnableSchema,
  SigninSetupAnswer,
  TotpEnrolment,
  TwoFactorPolicy,
  TwoFactorStatus,
  signinVerifySchema,
  totpEnableSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
} from '../schemas/two-factor.js';

export const verifySignin = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/verify',
  access: 'public',
  audit: { writes: ['account.signin', 'account.signin_failed'] },
  startsSession: true,
  ...({} as { body: In<typeof signinVerifySchema>; data: Admin }),
});

export const startSigninTotpSetup = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/totp',
  access: 'public',
  audit: { none: 'a secret not yet in use; turning it on is recorded (enableSigninTotp)' },
  ...({} as { data: TotpEnrolment }),
});

export const enableSigninTotp = endpoint({
  method: 'POST',
  route: '/api/admins/auth/signin/totp/enable',
  access: 'public',
  audit: { writes: ['account.two_factor_on', 'account.signin'] },
  startsSession: true,
  ...({} as { body: In<typeof totpEnableSchema>; data: SigninSetupAnswer }),
});

export const getTwoFactor = endpoint({
  method: 'GET',
  route: '/api/admins/2fa',
  access: 'account',
  ...({} as { data: TwoFactorStatus }),
});

export const startTotp = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/totp',
  access: 'account',
  audit: { none: 'a secret not yet in use; turning it on is recorded (enableTotp)' },
  ...({} as { data: TotpEnrolment }),
});

export const enableTotp = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/totp/enable',
  access: 'account',
  audit: { writes: ['account.two_factor_on', 'account.proof_failed'] },
  ...({} as { body: In<typeof accountTotpEnableSchema>; data: RecoveryCodes }),
});

export const disableTwoFactor = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/disable',
  access: 'account',
  audit: { writes: ['account.two_factor_off', 'account.proof_failed'] },
  ...({} as { body: In<typeof twoFactorProofSchema> }),
});

export const regenerateRecoveryCodes = endpoint({
  method: 'POST',
  route: '/api/admins/2fa/recovery-codes',
  access: 'account',
  audit: { writes: ['account.recovery_codes_renew', 'account.proof_failed'] },
  ...({} as { body: In<typeof twoFactorProofSchema>; data: RecoveryCodes }),
});

export const updateTwoFactorPolicy = endpoint({
  method: 'PATCH',
  route: '/api/admins/2fa/policy',
  access: 'security.manage',
  audit: { writes: ['two_factor_policy.update'] },
  ...({} as { body: In<typeof twoFactorPolicySchema>; data: TwoFactorPolicy }),
});
