import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
  type SavedViewCreatePayload,
  type SavedViewPatchPayload,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { SavedViewsService } from './saved-views.service.js';

/** Saved views of the parcel list (docs/product.md §4.17). */
@ApiTags('saved-views')
@Controller()
export class SavedViewsController {
  constructor(private readonly views: SavedViewsService) {}

  @Route(listSavedViews)
  list(@Query() query: { screen: string }) {
    return this.views.list(query.screen);
  }

  @Route(createSavedView)
  async create(@Body() payload: SavedViewCreatePayload) {
    return reply(await this.views.create(payload), 'View saved');
  }

  @Route(updateSavedView)
  async update(
    @Param(valid(idParamSchema)) { id }: IdParam,
    @Body() payload: SavedViewPatchPayload,
  ) {
    return reply(await this.views.update(id, payload), 'View saved');
  }

  @Route(deleteSavedView)
  async remove(@Param(valid(idParamSchema)) { id }: IdParam) {
    await this.views.remove(id);
    return reply(null, 'View deleted');
  }
}
