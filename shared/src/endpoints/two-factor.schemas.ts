/** The schemas and summaries of the endpoints in two-factor.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  accountTotpEnableSchema,
  recoveryCodesSchema,
  signinSetupAnswerSchema,
  signinVerifySchema,
  totpEnableSchema,
  totpEnrolmentSchema,
  twoFactorPolicySchema,
  twoFactorProofSchema,
  twoFactorStatusSchema,
} from '../schemas/two-factor.js';
import { adminSchema } from '../schemas/auth.js';
import * as endpoints from './two-factor.js';

export const twoFactorSchemas = describeArea(endpoints, {
  verifySignin: {
    summary: 'Finish a pending sign-in with a TOTP code or a recovery code.',
    body: signinVerifySchema,
    data: () => adminSchema,
  },
  startSigninTotpSetup: {
    summary: 'During a sign-in that must set up two-factor first: a new TOTP secret.',
    data: () => totpEnrolmentSchema,
  },
  enableSigninTotp: {
    summary: 'Confirm the TOTP secret set up during sign-in; signs in, answers the recovery codes.',
    body: totpEnableSchema,
    data: () => signinSetupAnswerSchema,
  },
  getTwoFactor: {
    summary: 'The signed-in account’s second factors and whether two-factor is required.',
    data: () => twoFactorStatusSchema,
  },
  startTotp: {
    summary: 'A new TOTP secret to enrol (not active until confirmed).',
    data: () => totpEnrolmentSchema,
  },
  enableTotp: {
    summary:
      'Confirm the TOTP secret with a code and the password; answers 10 recovery codes, shown once.',
    body: accountTotpEnableSchema,
    data: () => recoveryCodesSchema,
  },
  disableTwoFactor: {
    summary: 'Turn two-factor sign-in off (needs the password or a current code).',
    body: twoFactorProofSchema,
  },
  regenerateRecoveryCodes: {
    summary: 'Replace the recovery codes (needs the password or a current code).',
    body: twoFactorProofSchema,
    data: () => recoveryCodesSchema,
  },
  updateTwoFactorPolicy: {
    summary: 'Require two-factor sign-in for every account, or not (owner and admins).',
    body: twoFactorPolicySchema,
    data: () => twoFactorPolicySchema,
  },
});
