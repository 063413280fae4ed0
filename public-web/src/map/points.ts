import type { PublicParcel } from '@waybill/shared';
import { t } from '../i18n/i18n';

/** Leaflet-free: the tracking page builds the points without loading the map's chunk. */
export type MapPointKind = 'destination' | 'pickup' | 'current';

export interface MapPoint {
  kind: MapPointKind;
  /** docs/product.md §2.3: the marker names. */
  label: string;
  /** The place as staff named it (pickup_location, current_location, destination), if any. */
  place: string | null;
  position: [number, number];
}

/** docs/product.md §2.3: the marker names, in the visitor's language. */
function label(kind: MapPointKind): string {
  if (kind === 'destination') return t('markerDestination');
  return kind === 'pickup' ? t('markerPickup') : t('markerCurrent');
}

type MapFields = Pick<
  PublicParcel,
  | 'pickup_location'
  | 'current_location'
  | 'destination'
  | 'map_current_latitude'
  | 'map_current_longitude'
  | 'map_pickup_latitude'
  | 'map_pickup_longitude'
  | 'map_destination_latitude'
  | 'map_destination_longitude'
>;

function point(
  kind: MapPointKind,
  place: string | null,
  latitude: number | null,
  longitude: number | null,
): MapPoint | null {
  if (latitude === null || longitude === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    kind,
    label: label(kind),
    place: place?.trim() || null,
    position: [latitude, longitude],
  };
}

/** The placed points, drawn in this order so the current position ends up on top. */
export function mapPoints(parcel: MapFields): MapPoint[] {
  return [
    point(
      'destination',
      parcel.destination,
      parcel.map_destination_latitude,
      parcel.map_destination_longitude,
    ),
    point(
      'pickup',
      parcel.pickup_location,
      parcel.map_pickup_latitude,
      parcel.map_pickup_longitude,
    ),
    point(
      'current',
      parcel.current_location,
      parcel.map_current_latitude,
      parcel.map_current_longitude,
    ),
  ].filter((entry): entry is MapPoint => entry !== null);
}
