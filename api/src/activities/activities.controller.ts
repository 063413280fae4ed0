import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ActivityCreatePayload,
  type ActivityDeletePayload,
  type ActivityPatchPayload,
  getActivity,
  createActivity,
  updateActivity,
  deleteActivity,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { ActivitiesService } from './activities.service.js';

@ApiTags('activities')
@Controller()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Route(getActivity)
  find(@Param(valid(idParamSchema)) params: IdParam) {
    return this.activities.find(params.id);
  }

  @Route(createActivity)
  async create(@Body() payload: ActivityCreatePayload) {
    return reply(await this.activities.create(payload), 'Activity added');
  }

  @Route(updateActivity)
  async update(@Body() payload: ActivityPatchPayload) {
    return reply(await this.activities.update(payload), 'Activity updated');
  }

  @Route(deleteActivity)
  async remove(@Body() payload: ActivityDeletePayload) {
    await this.activities.remove(payload.id, payload.restore_parcel);
    return reply(null, 'Activity deleted');
  }
}
