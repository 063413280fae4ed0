import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A new 6-digit PIN, from the operating system's random source. */
export const newPin = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * What is stored of a PIN: an HMAC-SHA256 with an app secret, bound to the account. A slow hash
 * adds nothing for a 6-digit secret (a million tries) but costs work a stranger could force on
 * every call; the keyed hash cannot be reversed from the table alone, and checking a PIN against
 * every live one costs the same microseconds whether or not the e-mail has an account.
 */
export function pinDigest(key: string, adminId: number, pin: string): string {
  return createHmac('sha256', key).update(`${adminId}:${pin}`).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
