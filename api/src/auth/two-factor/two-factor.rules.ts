import type { RateRule } from '../../core/security/rate-limiter.service.js';

/** Wrong codes a pending sign-in may try before it must start again with the password. */
export const PENDING_SIGNIN_MAX_FAILURES = 10;
/** How long the second step may wait after the password was accepted. */
export const PENDING_SIGNIN_MINUTES = 10;

/**
 * Wrong second-factor codes per account, whichever sign-in they come from (a guesser who knows
 * the password cannot start sign-ins over and over to get more tries): 10 per 15 minutes leaves
 * a 6-digit code about one chance in 30,000 per window.
 */
export const TWO_FACTOR_FAILURES_PER_ACCOUNT: RateRule = {
  name: '2fa-fail:account',
  limit: 10,
  windowMs: 15 * 60_000,
};

/**
 * Wrong passwords and codes one signed-in session gives (changing the password or the account's
 * factors), on top of the account's count above: the same budget, so a borrowed session learns
 * no more than a sign-in would.
 */
export const PROOF_FAILURES_PER_SESSION: RateRule = {
  name: 'proof-fail:session',
  limit: 10,
  windowMs: 15 * 60_000,
};
