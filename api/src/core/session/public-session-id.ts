import { createHash } from 'node:crypto';

/**
 * The id the API gives a session: the first 128 bits of the SHA-256 of its secret id, in hex.
 * Whoever sees it (the member, the owner, the audit trail) cannot turn it back into the cookie,
 * and nobody can guess another's. The session-details migration computes the same in SQL for the
 * sessions stored before it.
 */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid, 'utf8').digest('hex').slice(0, 32);
}
