import {
  Body,
  Controller,
  Param,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ParcelListQuery,
  problem,
  type ParcelCreatePayload,
  type ParcelDeletePayload,
  type ParcelImagePayload,
  type ParcelPatchPayload,
  type ParcelUpdateAddPayload,
  addParcelUpdate,
  cancelParcel,
  type ParcelCancelPayload,
  listUpdateStatuses,
  allows,
  listParcels,
  trackParcel,
  getParcelHistory,
  createParcel,
  updateParcel,
  deleteParcel,
  uploadParcelImage,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { ApiError, reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { tooMany } from '../core/security/rate-limiter.service.js';
import { staffMemberOf } from '../core/http/admin.guard.js';
import { apiKeyOf } from '../core/http/api-key-caller.js';
import { TRACKING_LOOKUP_RULE } from '../core/security/tracking-limits.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { ParcelsService } from './parcels.service.js';
import { prepareTrackingAnswer, sendTrackingAnswer, trackingViewer } from './tracking-answer.js';

/**
 * Staff who read parcels, or a shop's key (admitted by the guard for a parcel it made): the whole
 * parcel. A courier's session reads the tracking page as a visitor does (docs/product.md §4.12).
 */
const isAdmin = (request: Request) =>
  allows(staffMemberOf(request)?.role, listParcels.access) || apiKeyOf(request) !== undefined;

@ApiTags('parcels')
@Controller()
export class ParcelsController {
  constructor(
    private readonly parcels: ParcelsService,
    private readonly lookups: TrackingLookups,
  ) {}

  @Route(listParcels)
  list(@Query() query: ParcelListQuery, @Req() request: Request) {
    return this.parcels.list(query, apiKeyOf(request)?.id);
  }

  @Route(trackParcel)
  async detail(@Param('code') code: string, @Req() request: Request, @Res() response: Response) {
    const admin = isAdmin(request);
    const viewer = trackingViewer(request, admin, this.lookups, true);
    const body = await this.parcels.track(code, viewer);
    const answer = prepareTrackingAnswer(request, body, viewer);
    if (answer.refusedUntil) throw tooMany(answer.refusedUntil, TRACKING_LOOKUP_RULE);
    sendTrackingAnswer(response, body, answer, admin);
  }

  @Route(getParcelHistory)
  async history(
    @Param('code') code: string,
    @Query() query: { page: number },
    @Req() request: Request,
  ) {
    const viewer = trackingViewer(request, isAdmin(request), this.lookups);
    return this.parcels.trackedHistory(code, query.page, viewer);
  }

  @Route(createParcel)
  async create(@Body() payload: ParcelCreatePayload, @Req() request: Request) {
    return reply(await this.parcels.create(payload, apiKeyOf(request)?.id), 'Parcel created');
  }

  @Route(updateParcel)
  async update(@Body() payload: ParcelPatchPayload) {
    return reply(await this.parcels.update(payload), 'Parcel updated');
  }

  @Route(addParcelUpdate)
  async addUpdate(@Param('code') code: string, @Body() payload: ParcelUpdateAddPayload) {
    return reply(await this.parcels.addUpdate(code, payload), 'Update added');
  }

  @Route(cancelParcel)
  async cancel(@Param('code') code: string, @Body() payload: ParcelCancelPayload) {
    return reply(await this.parcels.cancel(code, payload), 'Parcel cancelled');
  }

  @Route(listUpdateStatuses)
  updateStatuses() {
    return this.parcels.updateStatuses();
  }

  @Route(deleteParcel)
  async remove(@Body() payload: ParcelDeletePayload) {
    await this.parcels.remove(payload.id);
    return reply(null, 'Parcel deleted');
  }

  @Route(uploadParcelImage)
  @UseInterceptors(ImageUploadInterceptor)
  async setImage(
    @Body() payload: ParcelImagePayload,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (!file) throw ApiError.badRequest(problem('image.required'));
    return reply(await this.parcels.setImage(payload.id, file.buffer), 'Image saved');
  }
}
