import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '@waybill/shared';

/**
 * A new key: the recognisable prefix and 256 random bits (base64url). Shown once; the server
 * keeps its SHA-256 (a key has far too much entropy to guess, so a plain hash is enough, and it
 * lets the guard find the key by an index instead of trying a slow hash on each row).
 */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, API_KEY_SHOWN_LENGTH), hash: apiKeyHash(secret) };
}

export function apiKeyHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a bearer credential is written as our keys are (anything else is refused unread). */
export const looksLikeApiKey = (bearer: string) => API_KEY_PATTERN.test(bearer);
