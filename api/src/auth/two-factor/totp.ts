import { timingSafeEqual } from 'node:crypto';
import { generateSecret, generateSync, generateURI } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_SKEW_STEPS = 1;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in Base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app scans, naming the company and the account. */
export function totpAddress(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS });
}

/** The time step (30-second window since the epoch) of a moment in ms. */
export const timeStepOf = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one time step. */
export function totpCodeAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step whose code `code` is, within ±TOTP_SKEW_STEPS of now, and later than
 * `afterStep` (a code already used, or an older one, is refused: no replay). Null when none.
 * Every candidate step is compared in constant time.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): number | null {
  const current = timeStepOf(nowMs);
  let matched: number | null = null;
  for (let step = current - TOTP_SKEW_STEPS; step <= current + TOTP_SKEW_STEPS; step += 1) {
    if (sameCode(totpCodeAt(secret, step), code) && (afterStep === null || step > afterStep)) {
      matched ??= step;
    }
  }
  return matched;
}

function sameCode(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}
