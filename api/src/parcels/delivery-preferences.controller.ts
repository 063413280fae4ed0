import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  getDeliveryChoices,
  setDeliveryPreference,
  type ParcelPreferencesPayload,
  type ParcelUnlockPayload,
} from '@waybill/shared';
import type { Request } from 'express';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { DeliveryPreferences } from './delivery-preferences.js';

/** The recipient's delivery preferences (docs/product.md §2.3d). */
@ApiTags('parcels')
@Controller()
export class DeliveryPreferencesController {
  constructor(private readonly preferences: DeliveryPreferences) {}

  @Route(getDeliveryChoices)
  choices(
    @Param('code') code: string,
    @Body() payload: ParcelUnlockPayload,
    @Req() request: Request,
  ) {
    return this.preferences.choices(code, payload.answer, request);
  }

  @Route(setDeliveryPreference)
  async choose(
    @Param('code') code: string,
    @Body() payload: ParcelPreferencesPayload,
    @Req() request: Request,
  ) {
    const answer = await this.preferences.choose(code, payload.answer, payload.preference, request);
    return reply(answer, 'Your delivery choice is saved');
  }
}
