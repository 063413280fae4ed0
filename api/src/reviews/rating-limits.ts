import type { RateRule } from '../core/security/rate-limiter.service.js';

/**
 * A visitor's ratings per client (clientOf): a household rates a few deliveries, not dozens in an
 * hour. Unknown codes are also counted as tracking misses, so the call cannot guess codes.
 */
export const RATINGS_PER_CLIENT: RateRule = {
  name: 'rating:client',
  limit: 10,
  windowMs: 60 * 60_000,
};
