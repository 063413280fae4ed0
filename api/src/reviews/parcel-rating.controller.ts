import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ParcelRatingPayload, problem, rateParcel } from '@waybill/shared';
import type { Request } from 'express';
import { ApiError, reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { clientOf } from '../core/security/client-key.js';
import { RateLimiter, tooMany } from '../core/security/rate-limiter.service.js';
import { TRACKING_LOOKUP_RULE, TRACKING_MISSES } from '../core/security/tracking-limits.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { RATINGS_PER_CLIENT } from './rating-limits.js';
import { ReviewsService } from './reviews.service.js';

export const RATING_SENT = 'Thank you for rating this delivery.';

/**
 * A visitor rates a delivered parcel (docs/product.md §5.4). Asking about a code costs what a
 * tracking lookup costs: a lookup of the budget, and a miss when no parcel has it, answered with
 * the tracking call's very 404, so the call tells a guesser nothing more than tracking does.
 */
@ApiTags('reviews')
@Controller()
export class ParcelRatingController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly limiter: RateLimiter,
    private readonly lookups: TrackingLookups,
  ) {}

  @Route(rateParcel)
  async rate(
    @Param('code') code: string,
    @Body() payload: ParcelRatingPayload,
    @Req() request: Request,
  ) {
    const client = clientOf(request);
    // A client stopped for guessing codes is stopped here too.
    await this.limiter.assertAllowed(TRACKING_MISSES, client);
    await this.limiter.consume(RATINGS_PER_CLIENT, client);
    const refused = this.lookups.admit(request, client);
    if (refused) throw tooMany(refused, TRACKING_LOOKUP_RULE);
    const rated = await this.reviews.rate(code, payload);
    if (!rated) {
      await this.limiter.consume(TRACKING_MISSES, client);
      throw ApiError.notFound(problem('parcel.not_found'));
    }
    return reply(null, RATING_SENT);
  }
}
