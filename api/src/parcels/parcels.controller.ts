import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ParcelListQuery,
  parcelListQuerySchema,
  pageQuerySchema,
  problem,
  type ParcelCreatePayload,
  type ParcelDeletePayload,
  type ParcelImagePayload,
  type ParcelPatchPayload,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { ApiError, reply } from '../core/http/api-error.js';
import { tooMany } from '../core/security/rate-limiter.service.js';
import { ApiSchemaBody, PARTIAL_UPDATE_DOC } from '../core/http/openapi.js';
import { staffMemberOf } from '../core/http/admin.guard.js';
import { Public } from '../core/http/public.decorator.js';
import { valid } from '../core/http/validation.pipe.js';
import { TRACKING_LOOKUP_RULE } from '../core/security/tracking-limits.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { ImageUploadInterceptor } from '../core/uploads/image-upload.interceptor.js';
import { ParcelsService } from './parcels.service.js';
import { prepareTrackingAnswer, sendTrackingAnswer, trackingViewer } from './tracking-answer.js';

const isAdmin = (request: Request) => staffMemberOf(request) !== undefined;

@ApiTags('parcels')
@Controller('parcels')
export class ParcelsController {
  constructor(
    private readonly parcels: ParcelsService,
    private readonly lookups: TrackingLookups,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Parcels, 20 a page; ?search= matches code, names, destination, status; ?status=, ?late=true and ?created_on= filter; ?sort= orders (newest first by default).',
  })
  list(@Query(valid(parcelListQuerySchema)) query: ParcelListQuery) {
    return this.parcels.list(query);
  }

  @Public()
  @Get(':code')
  @ApiOperation({
    summary: 'Track a parcel by code (visitors) or open its detail (admin: every field).',
    description:
      'Answers with an ETag; a request whose If-None-Match names it gets 304, which costs a visitor a revalidation rather than a lookup.',
  })
  async detail(@Param('code') code: string, @Req() request: Request, @Res() response: Response) {
    const admin = isAdmin(request);
    const viewer = trackingViewer(request, admin, this.lookups, true);
    const body = await this.parcels.track(code, viewer);
    const answer = prepareTrackingAnswer(request, body, viewer);
    if (answer.refusedUntil) throw tooMany(answer.refusedUntil, TRACKING_LOOKUP_RULE);
    sendTrackingAnswer(response, body, answer, admin);
  }

  @Public()
  @Get(':code/history')
  @ApiOperation({ summary: 'A further page of a parcel’s tracking history, newest first.' })
  async history(
    @Param('code') code: string,
    @Query(valid(pageQuerySchema)) query: { page: number },
    @Req() request: Request,
  ) {
    const viewer = trackingViewer(request, isAdmin(request), this.lookups);
    return this.parcels.trackedHistory(code, query.page, viewer);
  }

  @Post()
  @ApiOperation({ summary: 'Create a parcel.' })
  @ApiSchemaBody(parcelCreateSchema)
  async create(@Body(valid(parcelCreateSchema)) payload: ParcelCreatePayload) {
    return reply(await this.parcels.create(payload), 'Parcel created');
  }

  @Patch()
  @ApiOperation({
    summary: 'Update a parcel: only the fields sent change (edit and map fields in any mix).',
    description: PARTIAL_UPDATE_DOC,
  })
  @ApiSchemaBody(parcelPatchSchema)
  async update(@Body(valid(parcelPatchSchema)) payload: ParcelPatchPayload) {
    return reply(await this.parcels.update(payload), 'Parcel updated');
  }

  @Delete()
  @ApiOperation({ summary: 'Delete a parcel with its history and picture.' })
  @ApiSchemaBody(parcelDeleteSchema)
  async remove(@Body(valid(parcelDeleteSchema)) payload: ParcelDeletePayload) {
    await this.parcels.remove(payload.id);
    return reply(null, 'Parcel deleted');
  }

  @Post('image')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({
    summary: 'Set the parcel’s picture (multipart: image, id). JPEG or PNG by content.',
  })
  @ApiSchemaBody(parcelImageSchema, 'multipart/form-data')
  async setImage(
    @Body(valid(parcelImageSchema)) payload: ParcelImagePayload,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    if (!file) throw ApiError.badRequest(problem('image.required'));
    return reply(await this.parcels.setImage(payload.id, file.buffer), 'Image saved');
  }
}
