import type { AdminMessageKey } from '../i18n/keys';

/**
 * A parcel's three location names, each with its marker's coordinates (docs/product.md §5.1), in
 * the order the forms show them.
 */
export const LOCATION_FIELDS = [
  {
    name: 'destination',
    label: 'parcels.field.destination',
    latitude: 'map_destination_latitude',
    longitude: 'map_destination_longitude',
    optional: false,
  },
  {
    name: 'pickup_location',
    label: 'parcels.field.pickup_location',
    latitude: 'map_pickup_latitude',
    longitude: 'map_pickup_longitude',
    optional: true,
  },
  {
    name: 'current_location',
    label: 'parcels.field.current_location',
    latitude: 'map_current_latitude',
    longitude: 'map_current_longitude',
    optional: true,
  },
] as const satisfies ReadonlyArray<{
  name: string;
  label: AdminMessageKey;
  latitude: string;
  longitude: string;
  optional: boolean;
}>;

export type LocationField = (typeof LOCATION_FIELDS)[number];

/** The location field of `name`. */
export function locationField(name: LocationField['name']): LocationField {
  return LOCATION_FIELDS.find((field) => field.name === name) as LocationField;
}
