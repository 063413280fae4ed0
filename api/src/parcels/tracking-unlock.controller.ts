import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ParcelUnlockPayload, unlockParcel } from '@waybill/shared';
import type { Request, Response } from 'express';
import { Route } from '../core/http/route.decorator.js';
import { TrackingUnlock } from './tracking-unlock.js';

/** POST /api/parcels/{code}/unlock (docs/product.md §2.3, "Privacy by default"). */
@ApiTags('parcels')
@Controller()
export class TrackingUnlockController {
  constructor(private readonly unlocking: TrackingUnlock) {}

  @Route(unlockParcel)
  async unlock(
    @Param('code') code: string,
    @Body() payload: ParcelUnlockPayload,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const body = await this.unlocking.unlock(code, payload.answer, request);
    // Only for the one who answered: no cache keeps it.
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).type('application/json');
    response.end(body);
  }
}
