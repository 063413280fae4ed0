import type { Place } from '@waybill/shared';

/** A parcel's three markers: the location name each one belongs to and its coordinates. */
const MARKERS = [
  {
    name: 'current_location',
    latitude: 'map_current_latitude',
    longitude: 'map_current_longitude',
  },
  { name: 'pickup_location', latitude: 'map_pickup_latitude', longitude: 'map_pickup_longitude' },
  {
    name: 'destination',
    latitude: 'map_destination_latitude',
    longitude: 'map_destination_longitude',
  },
] as const;

type CoordinateField = (typeof MARKERS)[number]['latitude' | 'longitude'];
/** A parcel's coordinates as stored (null: not placed). */
export type MarkerCoordinates = Partial<Record<CoordinateField, number | null>>;

/**
 * The coordinates a create or an update adds to the markers it names (docs/product.md §4.4a): a
 * location name sent without either coordinate of its marker, for a marker not placed yet, gets
 * those of the place it names (`find`: PlacesService.named), when it names one. Coordinates sent
 * (a place chosen in the form, or cleared on purpose) and markers already placed are left alone.
 */
export async function coordinatesForNames(
  changes: Record<string, unknown>,
  placed: MarkerCoordinates | null,
  find: (name: string) => Promise<Place | null>,
): Promise<Partial<Record<CoordinateField, number>>> {
  const found: Partial<Record<CoordinateField, number>> = {};
  for (const marker of MARKERS) {
    const name = changes[marker.name];
    if (typeof name !== 'string' || name.trim() === '') continue;
    if (changes[marker.latitude] !== undefined || changes[marker.longitude] !== undefined) continue;
    if (placed && (placed[marker.latitude] != null || placed[marker.longitude] != null)) continue;
    const place = await find(name);
    if (!place) continue;
    found[marker.latitude] = place.latitude;
    found[marker.longitude] = place.longitude;
  }
  return found;
}

/** Whether any of the parcel's markers is placed (both its coordinates). */
export function hasMarker(parcel: MarkerCoordinates): boolean {
  return MARKERS.some(
    (marker) => parcel[marker.latitude] != null && parcel[marker.longitude] != null,
  );
}
