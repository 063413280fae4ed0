import type { RateRule } from '../core/security/rate-limiter.service.js';

const MINUTE = 60_000;

/** Limits on guessing: per client address and per e-mail address. */
export const RATE_RULES = {
  signinPerIp: { name: 'signin:ip', limit: 20, windowMs: 15 * MINUTE },
  signinPerEmail: { name: 'signin:email', limit: 10, windowMs: 15 * MINUTE },
  sendPinPerIp: { name: 'send-pin:ip', limit: 10, windowMs: 15 * MINUTE },
  sendPinPerEmail: { name: 'send-pin:email', limit: 3, windowMs: 15 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;
