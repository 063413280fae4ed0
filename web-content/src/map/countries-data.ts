import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from 'world-atlas/countries-110m.json';
import { unwrapRing, type LatLng } from './geometry';

/** A country's polygons, each a list of rings ([latitude, longitude] points), holes after the first. */
export type CountryShape = LatLng[][][];

/**
 * Natural Earth's countries at 1:110m (world-atlas): about 39 KB gzipped, in a chunk of its own
 * that only a shown map fetches. Coarse, but a basemap for the route, not for directions.
 */
const world = topology as unknown as Topology<{ countries: GeometryCollection }>;
const shapes: (CountryShape | undefined)[] = [];

/** How many countries there are. */
export const COUNTRY_COUNT = world.objects.countries.geometries.length;

/** One country's shape, converted on first use: a map draws them a few at a time. */
export function countryShape(index: number): CountryShape {
  const known = shapes[index];
  if (known) return known;
  const country = feature(world, world.objects.countries.geometries[index]) as Feature<
    Polygon | MultiPolygon | null
  >;
  const { geometry } = country;
  const polygons =
    geometry?.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry?.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const shape = polygons.map((rings) =>
    rings.map((ring) =>
      unwrapRing(ring).map(([longitude, latitude]): LatLng => [latitude, longitude]),
    ),
  );
  shapes[index] = shape;
  return shape;
}
