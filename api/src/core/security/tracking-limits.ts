import type { RateRule } from './rate-limiter.service.js';

/** Visitors who keep asking about codes that do not exist are guessing: they are stopped. */
export const TRACKING_MISSES: RateRule = {
  name: 'tracking:miss',
  limit: 30,
  windowMs: 10 * 60_000,
};
