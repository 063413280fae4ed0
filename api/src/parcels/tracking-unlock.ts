import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Request } from 'express';
import { ApiError } from '../core/http/api-error.js';
import { clientOf } from '../core/security/client-key.js';
import { RateLimiter, type RateRule, tooMany } from '../core/security/rate-limiter.service.js';
import {
  TRACKING_LOOKUP_RULE,
  TRACKING_MISSES,
  UNLOCK_CLIENT_TRIES,
  UNLOCK_PARCEL_TRIES,
  UNLOCK_TRIES,
} from '../core/security/tracking-limits.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { ParcelStore } from './parcel-store.js';
import { ParcelsService } from './parcels.service.js';
import { answerUnlocks, unlockFacts } from './unlock-check.js';

/**
 * A visitor's unlock (docs/product.md §2.3, "Privacy by default"): the recipient's e-mail or
 * the last 4 digits of their phone number show what the tracking code alone does not. Asking
 * about a code costs what a tracking lookup costs, and an unknown code is a tracking miss with
 * the tracking call's very 404, so the call finds no more codes than tracking does. Wrong answers
 * are limited per client and parcel, per client, and per parcel a day (tracking-limits.ts).
 */
@Injectable()
export class TrackingUnlock {
  constructor(
    private readonly parcels: ParcelsService,
    private readonly store: ParcelStore,
    private readonly limiter: RateLimiter,
    private readonly lookups: TrackingLookups,
  ) {}

  /** The unlocked tracking answer as JSON text, or the refusal as an ApiError. */
  async unlock(code: string, answer: string, request: Request): Promise<string> {
    await this.check(code, answer, request);
    const { body } = await this.parcels.trackingAnswer(code, UNLOCKED_VIEWER, 'unlocked');
    return body ?? this.miss(clientOf(request));
  }

  /**
   * The recipient's check, as the unlock makes it, under the same limits: the parcel's id when
   * `answer` is the recipient's e-mail or phone ending, else the refusal as an ApiError. Delivery
   * preferences (delivery-preferences.ts) ask it before every read and change.
   */
  async check(code: string, answer: string, request: Request): Promise<number> {
    const client = clientOf(request);
    // A client stopped for guessing codes is stopped here too.
    await this.limiter.assertAllowed(TRACKING_MISSES, client);
    const refused = this.lookups.admit(request, client);
    if (refused) throw tooMany(refused, TRACKING_LOOKUP_RULE);
    const parcel = await this.store.unlockFacts(code);
    if (!parcel) return this.miss(client);
    if (unlockFacts(parcel).length === 0) {
      throw ApiError.conflict(problem('tracking.cannot_unlock'));
    }
    const tries: Array<[RateRule, string]> = [
      [UNLOCK_TRIES, `${client}:${parcel.id}`],
      [UNLOCK_CLIENT_TRIES, client],
      [UNLOCK_PARCEL_TRIES, String(parcel.id)],
    ];
    // Counted before the answer is checked, so answers sent at once cannot all pass the limit;
    // a right answer takes its count back.
    await this.reserve(tries);
    if (!answerUnlocks(answer, parcel)) {
      throw ApiError.forbidden(problem('tracking.wrong_answer'));
    }
    for (const [rule, subject] of tries) await this.limiter.release(rule, subject);
    // The recipient's own earlier typing mistakes are forgiven; a stranger's elsewhere are not.
    await this.limiter.clear(UNLOCK_TRIES, `${client}:${parcel.id}`);
    return parcel.id;
  }

  /** Reserves one try under every rule, or none: a refusal takes back those already counted. */
  private async reserve(tries: ReadonlyArray<[RateRule, string]>): Promise<void> {
    const reserved: Array<[RateRule, string]> = [];
    try {
      for (const [rule, subject] of tries) {
        await this.limiter.reserve(rule, subject);
        reserved.push([rule, subject]);
      }
    } catch (error) {
      for (const [rule, subject] of reserved) await this.limiter.release(rule, subject);
      throw error;
    }
  }

  /** A code no parcel has: a tracking miss, answered as tracking answers one. */
  private async miss(client: string): Promise<never> {
    await this.limiter.consume(TRACKING_MISSES, client);
    throw ApiError.notFound(problem('parcel.not_found'));
  }
}

/** The unlocked answer is built without a limit check of its own (done above). */
const UNLOCKED_VIEWER = { admin: false, limitKey: '', limit: 0 };
