import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ParcelUnlockPayload, parcelUnlockSchema } from '@waybill/shared';
import type { Request, Response } from 'express';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { TrackingUnlock } from './tracking-unlock.js';

/** POST /api/parcels/{code}/unlock (docs/product.md §2.3, "Privacy by default"). */
@ApiTags('parcels')
@Controller('parcels')
export class TrackingUnlockController {
  constructor(private readonly unlocking: TrackingUnlock) {}

  @Public()
  @Post(':code/unlock')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Show a tracked parcel’s names, photo and exact map to a visitor who gives the recipient’s e-mail or the last 4 digits of their phone number.',
  })
  @ApiSchemaBody(parcelUnlockSchema)
  async unlock(
    @Param('code') code: string,
    @Body(valid(parcelUnlockSchema)) payload: ParcelUnlockPayload,
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
