import type { RateRule } from '../core/security/rate-limiter.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Limits on the guest auth calls (docs/product.md §6.4). Sign-in counts failures only, so
 * knowing the admin's e-mail is not enough to lock them out; a device that signed in before
 * (trusted-devices.ts) is counted on its own instead of by e-mail and client.
 */
export const RATE_RULES = {
  signinFailuresPerEmailAndClient: {
    name: 'signin-fail:email-client',
    limit: 10,
    windowMs: 15 * MINUTE,
  },
  signinFailuresPerClient: { name: 'signin-fail:client', limit: 30, windowMs: 15 * MINUTE },
  signinFailuresPerDevice: { name: 'signin-fail:device', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failures for one e-mail from every client without its device cookie together: per-client
   * limits alone let a guesser with many addresses (an IPv6 /48 holds 65,536 clients) try far
   * more. Past it only untrusted devices are refused; the admin's own device still signs in.
   */
  signinFailuresPerEmail: { name: 'signin-fail:email', limit: 100, windowMs: 60 * MINUTE },

  sendPinPerClient: { name: 'send-pin:client', limit: 10, windowMs: 15 * MINUTE },
  sendPinPerEmailAndClient: { name: 'send-pin:email-client', limit: 3, windowMs: 15 * MINUTE },
  /** Mail to one address from everywhere together: high enough for the admin, low for a bomb. */
  sendPinPerEmailDaily: { name: 'send-pin:email-day', limit: 20, windowMs: DAY },
  sendPinPerDevice: { name: 'send-pin:device', limit: 5, windowMs: 15 * MINUTE },

  /** Wrong PINs for one account, across every PIN it was sent, stored so every instance agrees. */
  pinFailuresPerEmailDaily: { name: 'pin-fail:email-day', limit: 10, windowMs: DAY },
  pinFailuresPerDevice: { name: 'pin-fail:device', limit: 10, windowMs: DAY },
  signupPerClient: { name: 'signup:client', limit: 30, windowMs: 15 * MINUTE },
  resetPerClient: { name: 'reset:client', limit: 20, windowMs: 15 * MINUTE },

  /**
   * Passkey sign-in ceremonies one client starts (each leaves a challenge row for a few
   * minutes): plenty for a person, little for a script filling the table.
   */
  passkeyOptionsPerClient: { name: 'passkey-options:client', limit: 30, windowMs: 15 * MINUTE },

  /** Every guest auth call from all clients together (each may cost an argon2 hash). */
  publicAuthCalls: { name: 'auth:all', limit: 120, windowMs: MINUTE },
} satisfies Record<string, RateRule>;
