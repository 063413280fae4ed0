/**
 * The map's geometry, without Leaflet (docs/architecture.md §6.3): where the markers are drawn,
 * the route's arcs and the view that shows them. Pure functions, shared by the tracking map and
 * the control panel's map picker.
 */

/** [latitude, longitude] in degrees. */
export type LatLng = readonly [number, number];

/** A parcel's three places, null until staff place them (docs/product.md §2.3). */
export interface RouteStops {
  pickup: LatLng | null;
  current: LatLng | null;
  destination: LatLng | null;
}

/** The route as lines: the part already travelled (solid) and the rest (dashed). */
export interface RouteLines {
  /** Pickup → current. */
  travelled: LatLng[] | null;
  /** Current (or pickup, before any current place) → destination. */
  remaining: LatLng[] | null;
}

/** What the map shows first: a centre and zoom, or the box that must fit in view. */
export type MapView =
  { kind: 'center'; center: LatLng; zoom: number } | { kind: 'fit'; bounds: [LatLng, LatLng] };

/** The whole world, when nothing is placed yet. */
export const WORLD_VIEW = { kind: 'center', center: [20, 0], zoom: 2 } as const satisfies MapView;
/** One marker alone: close enough to see its region, far enough to see where it is. */
export const SINGLE_MARKER_ZOOM = 8;
/** Pixels kept free around the markers when the map fits them. */
export const FIT_PADDING = 40;
/** Markers a few streets apart are not fitted closer than this. */
export const FIT_MAX_ZOOM = 12;

/** How far an arc bows out from the straight line, as a share of its length. */
const BOW = 0.18;
const ARC_SEGMENTS = 32;

/** `longitude` moved by whole turns to lie within 180° of `reference`. */
export function nearLongitude(longitude: number, reference: number): number {
  return longitude + 360 * Math.round((reference - longitude) / 360);
}

/**
 * The stops where the map draws them: each within 180° of longitude of the stop before it (in
 * route order), so a route across the antimeridian goes the short way round, and its markers sit
 * at the ends of its lines (Leaflet draws longitudes past ±180 on the next copy of the world).
 */
export function placeStops(stops: RouteStops): RouteStops {
  let previous: number | null = null;
  const place = (stop: LatLng | null): LatLng | null => {
    if (!stop) return null;
    const longitude = previous === null ? stop[1] : nearLongitude(stop[1], previous);
    previous = longitude;
    return [stop[0], longitude];
  };
  const pickup = place(stops.pickup);
  const current = place(stops.current);
  const destination = place(stops.destination);
  return { pickup, current, destination };
}

/**
 * A curved line from `from` to `to` (a quadratic Bézier in degrees): it bows towards the nearer
 * pole, as a great circle does on this map, and by a share of its length, so that even a short
 * route reads as a journey rather than a border. `to` is taken within 180° of `from`.
 */
export function arc(from: LatLng, to: LatLng, segments = ARC_SEGMENTS): LatLng[] {
  const end: LatLng = [to[0], nearLongitude(to[1], from[1])];
  const dLat = end[0] - from[0];
  const dLng = end[1] - from[1];
  const length = Math.hypot(dLat, dLng);
  if (length === 0) return [from, end];
  // The unit normal to its left, turned to the pole of the hemisphere the route is mostly in; a
  // route straight north or south keeps bowing to its left.
  let normal: LatLng = [dLng / length, -dLat / length];
  const poleward = from[0] + end[0] >= 0 ? 1 : -1;
  if (Math.abs(normal[0]) > 1e-9 && Math.sign(normal[0]) !== poleward) {
    normal = [-normal[0], -normal[1]];
  }
  // The curve's middle lies half way to the control point.
  const offset = 2 * BOW * length;
  const control: LatLng = [
    clampLatitude((from[0] + end[0]) / 2 + normal[0] * offset),
    (from[1] + end[1]) / 2 + normal[1] * offset,
  ];
  const points: LatLng[] = [];
  for (let step = 0; step <= segments; step++) {
    const t = step / segments;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    points.push([
      a * from[0] + b * control[0] + c * end[0],
      a * from[1] + b * control[1] + c * end[1],
    ]);
  }
  return points;
}

/** Web Mercator shows latitudes up to about ±85°; an arc's bow stays inside them. */
function clampLatitude(latitude: number): number {
  return Math.max(-80, Math.min(80, latitude));
}

/** The route's lines between the placed stops (pass them through placeStops first). */
export function routeLines(stops: RouteStops): RouteLines {
  const { pickup, current, destination } = stops;
  const travelled = pickup && current ? arc(pickup, current) : null;
  const from = current ?? pickup;
  const remaining = from && destination ? arc(from, destination) : null;
  return { travelled, remaining };
}

/**
 * The first view (docs/product.md §2.3): the staff's zoom, when they set one, centred on the
 * current place (or the first placed); otherwise a box around every point (markers and route).
 */
export function mapView(points: LatLng[], focus: LatLng | null, zoom: number | null): MapView {
  if (zoom !== null) {
    const center = focus ?? points[0];
    return center ? { kind: 'center', center, zoom } : { ...WORLD_VIEW, zoom };
  }
  if (points.length === 0) return WORLD_VIEW;
  const latitudes = points.map((point) => point[0]);
  const longitudes = points.map((point) => point[1]);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  if (south === north && west === east) {
    return { kind: 'center', center: [south, west], zoom: SINGLE_MARKER_ZOOM };
  }
  return {
    kind: 'fit',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/** Every point the view must show: the stops and their route's lines. */
export function routePoints(stops: RouteStops, lines: RouteLines): LatLng[] {
  return [
    stops.pickup,
    stops.current,
    stops.destination,
    ...(lines.travelled ?? []),
    ...(lines.remaining ?? []),
  ].filter((point): point is LatLng => point !== null);
}

/**
 * Natural Earth's rings that cross the antimeridian (Fiji, Russia's far east) jump from 180 to
 * −180: each point is moved within 180° of longitude of the one before, so the ring stays in one
 * piece (running past ±180, which the basemap's copies of the world show). A ring around the pole
 * (Antarctica) still closes along its edge of the map, as it should.
 */
export function unwrapRing(ring: number[][]): number[][] {
  let previous: number | null = null;
  return ring.map((point) => {
    const longitude: number = previous === null ? point[0] : nearLongitude(point[0], previous);
    previous = longitude;
    return longitude === point[0] ? point : [longitude, ...point.slice(1)];
  });
}
