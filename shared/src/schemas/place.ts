import { z } from 'zod';

/** The longest place name a search takes: longer than any city's, short enough to stay cheap. */
export const PLACE_SEARCH_MAX = 100;
/** Places one search answers at most (and by default): enough to choose from while typing. */
export const PLACE_LIMIT_MAX = 10;

/**
 * GET /api/places (docs/product.md §4.4a): the start of a place's name, any letter case, accents
 * optional; `limit` bounds the answer.
 */
export const placeSearchQuerySchema = z.object({
  search: z.string().trim().min(1).max(PLACE_SEARCH_MAX),
  limit: z.coerce.number().int().min(1).max(PLACE_LIMIT_MAX).default(PLACE_LIMIT_MAX),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/**
 * A place found by name: the gazetteer's city (GeoNames) or an external geocoder's answer.
 * `country` is the ISO 3166-1 alpha-2 code ('EG'), empty when the geocoder gave none;
 * `country_name` is its English name ('Egypt'); `region` the region an address writes ('NM',
 * 'ON', 'NSW'; the geocoder's state), empty when the data has none.
 */
export const placeSchema = z.object({
  name: z.string(),
  country: z.string(),
  country_name: z.string(),
  region: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

/** How a chosen place is written into a location field: "Cairo, Egypt". */
export function placeLabel(place: Pick<Place, 'name' | 'country_name'>): string {
  return place.country_name ? `${place.name}, ${place.country_name}` : place.name;
}
