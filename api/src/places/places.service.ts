import { Inject, Injectable, Logger } from '@nestjs/common';
import { problem, type Place, type PlaceSearchQuery } from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';
import { countryName } from './countries.js';
import { Gazetteer, type LoadedGazetteer } from './gazetteer.js';
import type { GazetteerPlace } from './gazetteer-index.js';
import { Geocoder } from './geocoder.js';

/** The external geocoder when GEOCODER_URL is set, else null. */
export const GEOCODER = Symbol('GEOCODER');

/**
 * Places by name (docs/product.md §4.4a): the admin's search (the gazetteer, or the geocoder of
 * GEOCODER_URL instead) and the lookup of a parcel's location names, which always uses the
 * gazetteer: a parcel's save never waits for someone else's service.
 */
@Injectable()
export class PlacesService {
  private readonly logger = new Logger('Places');

  constructor(
    private readonly gazetteer: Gazetteer,
    @Inject(GEOCODER) private readonly geocoder: Geocoder | null,
  ) {}

  /** Places whose name starts with the search, most populous first (the geocoder's order). */
  async search({ search, limit }: PlaceSearchQuery): Promise<Place[]> {
    if (this.geocoder) return this.geocoder.search(search, limit);
    const { index } = await this.loaded();
    return index.search(search, limit).map(toPlace);
  }

  /**
   * The place a location name means, when it means one: the most populous place named exactly
   * so (case and accents aside), or, for "City, Country" (an English country name or its
   * two-letter code), the most populous city of that name in that country. Null otherwise, and
   * while the gazetteer cannot be loaded (the parcel is saved without coordinates).
   */
  async named(text: string): Promise<Place | null> {
    let loaded: LoadedGazetteer;
    try {
      loaded = await this.gazetteer.ready();
    } catch {
      return null;
    }
    const found = matchName(loaded, text);
    return found ? toPlace(found) : null;
  }

  private async loaded(): Promise<LoadedGazetteer> {
    try {
      return await this.gazetteer.ready();
    } catch {
      this.logger.warn('A place search found the gazetteer unavailable');
      throw new ApiError(503, [problem('places.unavailable')], { 'Retry-After': '5' });
    }
  }
}

function matchName({ index, countries }: LoadedGazetteer, text: string): GazetteerPlace | null {
  const whole = index.exact(text);
  if (whole) return whole;
  const comma = text.lastIndexOf(',');
  if (comma === -1) return null;
  const country = countries.codeOf(text.slice(comma + 1));
  return country ? index.exact(text.slice(0, comma), country) : null;
}

function toPlace(place: GazetteerPlace): Place {
  return {
    name: place.name,
    country: place.country,
    country_name: countryName(place.country),
    region: place.region,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
