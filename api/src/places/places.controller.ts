import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { placeSearchQuerySchema, type PlaceSearchQuery } from '@waybill/shared';
import { valid } from '../core/http/validation.pipe.js';
import { PlacesService } from './places.service.js';

/** Staff who write parcels (the contract's searchPlaces: parcels.write). */
@ApiTags('places')
@Controller('places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiOperation({
    summary:
      'Places whose name starts with ?search= (1–100 characters; any case, accents optional), most populous first; at most ?limit= (1–10, 10 by default).',
  })
  search(@Query(valid(placeSearchQuerySchema)) query: PlaceSearchQuery) {
    return this.places.search(query);
  }
}
