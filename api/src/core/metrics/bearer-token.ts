import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries exactly `Bearer <token>`. Both sides are hashed first,
 * so the comparison takes the same time whatever the length or content of what was sent.
 */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([\x21-\x7e]+)$/i.exec(header ?? '');
  const sent = match?.[1] ?? '';
  const equal = timingSafeEqual(digest(sent), digest(token));
  return match !== null && equal;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
