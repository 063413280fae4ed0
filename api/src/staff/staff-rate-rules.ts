import type { RateRule } from '../core/security/rate-limiter.service.js';

/**
 * Accepting an invitation is a guest call that may cost a password hash: each client gets a few
 * tries (a token has 256 random bits, so the limit is about the work, not the guessing). Thirty
 * in 15 minutes: an office onboarding its team from one address is not turned away.
 */
export const ACCEPT_PER_CLIENT: RateRule = {
  name: 'invitation-accept:client',
  limit: 30,
  windowMs: 15 * 60_000,
};
