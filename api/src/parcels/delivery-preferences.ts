import { Injectable } from '@nestjs/common';
import {
  problem,
  type DeliveryChoices,
  type DeliveryOption,
  type DeliveryPreferenceInput,
  localNow,
} from '@waybill/shared';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { ApiError } from '../core/http/api-error.js';
import { ParcelEntity } from './parcel.entity.js';
import { ParcelsService } from './parcels.service.js';
import { closedReason, preferenceWindow, type PreferenceRules } from './preference-rules.js';
import { TrackingUnlock } from './tracking-unlock.js';

/**
 * A recipient's delivery preferences (docs/product.md §2.3d). Every read and change first passes
 * the unlock's own check (TrackingUnlock.check: its limits, counted the same way), so a stranger
 * with the code alone learns and changes nothing, and guessing costs what guessing the unlock
 * costs. The change itself is ParcelsService's, one step under the parcel's lock.
 */
@Injectable()
export class DeliveryPreferences {
  constructor(
    private readonly unlocking: TrackingUnlock,
    private readonly parcels: ParcelsService,
    private readonly dataSource: DataSource,
  ) {}

  async choices(code: string, answer: string, request: Request): Promise<DeliveryChoices> {
    const id = await this.unlocking.check(code, answer, request);
    return this.view(id, await this.parcels.preferenceRules());
  }

  async choose(
    code: string,
    answer: string,
    preference: DeliveryPreferenceInput,
    request: Request,
  ): Promise<DeliveryChoices> {
    const id = await this.unlocking.check(code, answer, request);
    const { rules } = await this.parcels.setPreference(id, preference);
    return this.view(id, rules);
  }

  private async view(id: number, rules: PreferenceRules): Promise<DeliveryChoices> {
    const parcel = await this.dataSource.getRepository(ParcelEntity).findOne({
      where: { id },
      select: {
        id: true,
        current_stage: true,
        min_expected_delivery_date: true,
        delivery_preference: true,
      },
    });
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    const local = localNow(new Date(), rules.timeZone);
    return {
      preference: parcel.delivery_preference,
      options: rules.options as DeliveryOption[],
      ...preferenceWindow(local.day, rules.windowDays),
      cutoff: rules.cutoff,
      closed: closedReason(parcel, local, rules.cutoff),
    };
  }
}
