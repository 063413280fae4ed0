import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type PlaceSearchQuery, searchPlaces } from '@waybill/shared';
import { Route } from '../core/http/route.decorator.js';
import { PlacesService } from './places.service.js';

/** Staff who write parcels (the contract's searchPlaces: parcels.write). */
@ApiTags('places')
@Controller()
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Route(searchPlaces)
  search(@Query() query: PlaceSearchQuery) {
    return this.places.search(query);
  }
}
