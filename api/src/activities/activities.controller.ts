import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActivityCreatePayload,
  type ActivityDeletePayload,
  type ActivityPatchPayload,
  activityCreateSchema,
  activityDeleteSchema,
  activityPatchSchema,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody, PARTIAL_UPDATE_DOC } from '../core/http/openapi.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { ActivitiesService } from './activities.service.js';

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get(':id')
  @ApiOperation({ summary: 'One history entry (for the edit screen).' })
  find(@Param(valid(idParamSchema)) params: IdParam) {
    return this.activities.find(params.id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an entry to a parcel’s history.' })
  @ApiSchemaBody(activityCreateSchema)
  async create(@Body(valid(activityCreateSchema)) payload: ActivityCreatePayload) {
    return reply(await this.activities.create(payload), 'Activity added');
  }

  @Patch()
  @ApiOperation({
    summary: 'Edit a history entry: only the fields sent change.',
    description: PARTIAL_UPDATE_DOC,
  })
  @ApiSchemaBody(activityPatchSchema)
  async update(@Body(valid(activityPatchSchema)) payload: ActivityPatchPayload) {
    return reply(await this.activities.update(payload), 'Activity updated');
  }

  @Delete()
  @ApiOperation({ summary: 'Delete a history entry.' })
  @ApiSchemaBody(activityDeleteSchema)
  async remove(@Body(valid(activityDeleteSchema)) payload: ActivityDeletePayload) {
    await this.activities.remove(payload.id);
    return reply(null, 'Activity deleted');
  }
}
