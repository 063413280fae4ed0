import type { RateRule } from '../core/security/rate-limiter.service.js';

/**
 * A courier who keeps naming codes that do not exist (scans, adds, synced actions) is guessing:
 * stopped like a visitor who does (core/security/tracking-limits.ts). A real run's labels all
 * exist; a mistyped code now and then is far below this.
 */
export const COURIER_CODE_MISSES: RateRule = {
  name: 'courier:code_miss',
  limit: 30,
  windowMs: 10 * 60_000,
};

export const courierSubject = (courierId: number) => `courier:${courierId}`;
