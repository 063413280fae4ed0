import { Body, Controller, Delete, Get, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActivityCreatePayload,
  type ActivityDeletePayload,
  type ActivityUpdatePayload,
  activityCreateSchema,
  activityDeleteSchema,
  activityUpdateSchema,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { ApiSchemaBody } from '../core/http/openapi.js';
import { valid } from '../core/http/validation.pipe.js';
import { ActivitiesService } from './activities.service.js';

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get(':id')
  @ApiOperation({ summary: 'One history entry (for the edit screen).' })
  find(@Param('id', ParseIntPipe) id: number) {
    return this.activities.find(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an entry to a parcel’s history.' })
  @ApiSchemaBody(activityCreateSchema)
  async create(@Body(valid(activityCreateSchema)) payload: ActivityCreatePayload) {
    return reply(await this.activities.create(payload), 'Activity added');
  }

  @Patch()
  @ApiOperation({ summary: 'Edit a history entry.' })
  @ApiSchemaBody(activityUpdateSchema)
  async update(@Body(valid(activityUpdateSchema)) payload: ActivityUpdatePayload) {
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
