import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from 'world-atlas/countries-110m.json';
import { unwrapRing, type LatLng } from './geometry';

/** A country's polygons, each a list of rings ([latitude, longitude] points), holes after the first. */
export type CountryShape = LatLng[][][];

/**
 * Natural Earth's countries at 1:110m (world-atlas): about 38 KB gzipped, in a chunk of its own
 * that only a shown map fetches. Coarse, but a basemap for the route, not for directions.
 */
export function countryShapes(): CountryShape[] {
  const world = topology as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(world, world.objects.countries);
  const shapes: CountryShape[] = [];
  for (const country of countries.features) {
    const { geometry } = country;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    shapes.push(
      polygons.map((rings) =>
        rings.map((ring) =>
          unwrapRing(ring).map(([longitude, latitude]): LatLng => [latitude, longitude]),
        ),
      ),
    );
  }
  return shapes;
}
