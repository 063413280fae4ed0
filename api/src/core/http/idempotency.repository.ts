import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** How long an answer is kept for its Idempotency-Key (the IETF draft's "24 hours"). */
export const IDEMPOTENCY_HOURS = 24;

/**
 * How long a claim holds its key while its request runs. A request whose server died (its claim
 * never applied, never answered) frees the key when this runs out, so the retry goes ahead; a
 * request still running past it loses the key, and its effect is rolled back at its commit.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

/** A key already claimed: the request it was claimed for and, once answered, the answer. */
export interface ClaimedKey {
  request_hash: string;
  status_code: number | null;
  answer: unknown;
  /** Whether the claim's effect committed (then it is never run again for this key). */
  applied: boolean;
  /** Whether its lease still runs (its request may still be on its way to the answer). */
  running: boolean;
}

/** One request's hold on a key: the caller's key and the claim's own token. */
export interface KeyClaim {
  caller: string;
  key: string;
  token: string;
}

/** The SQL of `idempotency_keys` (IdempotencyInterceptor's). */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the caller's key for a request: null when this call claimed it (it goes on), else the
   * claim already there. Taken over: a claim older than the keeping time, and a claim for the
   * same request whose lease ran out with its effect never committed (its server died).
   */
  async claim(claim: KeyClaim, hash: string): Promise<ClaimedKey | null> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (caller, key, request_hash, claim_token, locked_until)
       VALUES ($1, $2, $3, $4, now() + $6 * interval '1 second')
       ON CONFLICT (caller, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status_code = NULL, answer = NULL,
             created_at = now(), claim_token = EXCLUDED.claim_token,
             locked_until = EXCLUDED.locked_until, applied_at = NULL
         WHERE idempotency_keys.created_at < now() - $5 * interval '1 hour'
            OR (idempotency_keys.status_code IS NULL AND idempotency_keys.applied_at IS NULL
                AND idempotency_keys.locked_until < now()
                AND idempotency_keys.request_hash = EXCLUDED.request_hash)
       RETURNING 1`,
      [claim.caller, claim.key, hash, claim.token, IDEMPOTENCY_HOURS, IDEMPOTENCY_LEASE_SECONDS],
    );
    if (claimed.length) return null;
    const rows: ClaimedKey[] = await this.dataSource.query(
      `SELECT request_hash, status_code, answer, applied_at IS NOT NULL AS applied,
              coalesce(locked_until > now(), false) AS running
       FROM idempotency_keys WHERE caller = $1 AND key = $2`,
      [claim.caller, claim.key],
    );
    // Released between the two statements: the next try claims it.
    return (
      rows[0] ?? {
        request_hash: hash,
        status_code: null,
        answer: null,
        applied: false,
        running: true,
      }
    );
  }

  /**
   * In the effect's own transaction, before it commits: marks the claim applied, so the effect
   * and the key's use commit together or not at all. False when the claim is no longer this
   * request's (its lease ran out and a retry took the key over): the effect must not commit.
   */
  async markApplied(manager: EntityManager, claim: KeyClaim): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE idempotency_keys SET applied_at = coalesce(applied_at, now())
       WHERE caller = $1 AND key = $2 AND claim_token = $3 AND status_code IS NULL`,
      [claim.caller, claim.key, claim.token],
    )) as [unknown[], number];
    return count === 1;
  }

  /** Keeps the answer the claim's request got. */
  async answer(claim: KeyClaim, status: number, answer: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET status_code = $4, answer = $5::jsonb, locked_until = NULL
       WHERE caller = $1 AND key = $2 AND claim_token = $3`,
      [claim.caller, claim.key, claim.token, status, JSON.stringify(answer)],
    );
  }

  /**
   * Ends the claim without an answer kept: the key is given back when its effect never
   * committed (the request failed in a way worth trying again). One whose effect did commit stays
   * claimed: a retry is told it was carried out (`idempotency.answer_lost`), never runs it again.
   */
  async release(claim: KeyClaim): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys
       WHERE caller = $1 AND key = $2 AND claim_token = $3 AND status_code IS NULL
         AND applied_at IS NULL`,
      [claim.caller, claim.key, claim.token],
    );
  }

  /** Deletes the keys past their keeping time (run by housekeeping). */
  async deleteExpired(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - $1 * interval '1 hour'`,
      [IDEMPOTENCY_HOURS],
    );
  }
}
