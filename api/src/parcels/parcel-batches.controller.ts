import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  countParcelSelection,
  getBulkAction,
  runBulkAction,
  type ParcelBulkPayload,
  type ParcelListQuery,
} from '@waybill/shared';
import { reply } from '../core/http/api-error.js';
import { Route } from '../core/http/route.decorator.js';
import { type IdParam, idParamSchema, valid } from '../core/http/validation.pipe.js';
import { BulkActions } from './bulk-actions.service.js';

/** Bulk actions on parcels (docs/product.md §4.17); their labels and manifest are the labels module's. */
@ApiTags('parcels')
@Controller()
export class ParcelBatchesController {
  constructor(private readonly actions: BulkActions) {}

  @Route(countParcelSelection)
  count(@Query() query: ParcelListQuery) {
    return this.actions.count(query);
  }

  @Route(runBulkAction)
  async run(@Body() payload: ParcelBulkPayload) {
    const view = await this.actions.start(payload);
    return reply(view, view.state === 'done' ? 'Done' : 'Queued');
  }

  @Route(getBulkAction)
  view(@Param(valid(idParamSchema)) { id }: IdParam) {
    return this.actions.view(id);
  }
}
