import type { Response } from 'express';
import type { RateRule, RateWindow } from '../core/security/rate-limiter.service.js';

/**
 * Each key's own budget (docs/api.md, "Limits"): counted in the shared `rate_limits` table under
 * the key's id, apart from visitors' tracking budgets, so a shop's burst uses up only its own.
 */
export const API_KEY_RATE: RateRule = { name: 'api-key', limit: 600, windowMs: 60_000 };

/**
 * The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left
 * of it with the seconds until the window ends.
 */
export function setRateHeaders(response: Response, window: RateWindow, rule = API_KEY_RATE): void {
  const seconds = Math.max(0, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
  const remaining = Math.max(0, rule.limit - window.hits);
  const windowSeconds = Math.round(rule.windowMs / 1000);
  response.set('RateLimit-Policy', `"key";q=${rule.limit};w=${windowSeconds}`);
  response.set('RateLimit', `"key";r=${remaining};t=${seconds}`);
}
