import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@waybill/shared';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A new code as shown to the person: `xxxxx-xxxxx` (about 50 bits from the OS's random source). */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The code as compared: no dash or spaces, lower case (the schema normalizes what is typed). */
export const normalizeRecoveryCode = (code: string): string =>
  code.replace(/[\s-]/g, '').toLowerCase();

/**
 * What is stored of a recovery code: an HMAC-SHA256 with an app secret, bound to the account.
 * The codes are random (about 50 bits) and tries are limited, so a slow hash would add only work a
 * stranger could force; the keyed hash cannot be reversed from the table alone.
 */
export function recoveryCodeDigest(key: string, adminId: number, code: string): string {
  return createHmac('sha256', key)
    .update(`${adminId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}
