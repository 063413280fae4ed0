import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';

/**
 * The three markers of a parcel's map (docs/product.md §2.3 and §4.4): no Leaflet here, so forms
 * can import it.
 */
export const MARKER_KINDS = ['current', 'pickup', 'destination'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

const MARKER_LABELS: Record<MarkerKind, AdminMessageKey> = {
  current: 'map.marker.current',
  pickup: 'map.marker.pickup',
  destination: 'map.marker.destination',
};

/** A marker's name in the chosen language ("Current Location"). */
export function markerLabel(kind: MarkerKind): string {
  return t(MARKER_LABELS[kind]);
}

/** One letter on each pin, so the three are told apart without relying on colour alone. */
export const MARKER_LETTERS: Record<MarkerKind, string> = {
  current: 'C',
  pickup: 'P',
  destination: 'D',
};

/** [latitude, longitude] */
export type Position = readonly [number, number];
export type MarkerPositions = Record<MarkerKind, Position | null>;

/** Coordinates from a click or a drag: inside the world's ranges, to 6 decimals (about 10 cm). */
export function normalizePosition(latitude: number, longitude: number): Position {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const lat = Math.max(-90, Math.min(90, latitude));
  // Longitudes of a world copy to the side are wrapped back into -180..180.
  const lng = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return [round(lat), round(lng)];
}

/** A position from two form strings, or null while either is blank or out of range. */
export function parsePosition(latitude: string, longitude: string): Position | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return [lat, lng];
}
