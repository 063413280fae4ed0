import { describe, expect, it } from 'vitest';
import {
  arc,
  FIT_MAX_ZOOM,
  mapView,
  nearLongitude,
  placeStops,
  routeLines,
  routePoints,
  SINGLE_MARKER_ZOOM,
  unwrapRing,
  WORLD_VIEW,
  type LatLng,
} from './geometry';

const BRUSSELS: LatLng = [50.85, 4.35];
const PARIS: LatLng = [48.86, 2.35];
const LYON: LatLng = [45.76, 4.84];
const LAGOS: LatLng = [6.45, 3.39];
const TOKYO: LatLng = [35.68, 139.69];
const LOS_ANGELES: LatLng = [34.05, -118.24];

/** How far a point lies from the straight line a→b, signed (positive: to the left). */
function sideOf(point: LatLng, a: LatLng, b: LatLng): number {
  const [ay, ax] = a;
  const [by, bx] = b;
  const [py, px] = point;
  return ((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / Math.hypot(bx - ax, by - ay);
}

describe('arc', () => {
  it('starts and ends on its two places and bows to one side, most in the middle', () => {
    const line = arc(LAGOS, BRUSSELS);
    expect(line).toHaveLength(33);
    expect(line[0]).toEqual(LAGOS);
    expect(line[32][0]).toBeCloseTo(BRUSSELS[0], 9);
    expect(line[32][1]).toBeCloseTo(BRUSSELS[1], 9);
    const offsets = line.slice(1, -1).map((point) => sideOf(point, LAGOS, BRUSSELS));
    // All on one side: a curve, not a zigzag.
    expect(offsets.every((offset) => Math.sign(offset) === Math.sign(offsets[0]))).toBe(true);
    const middle = Math.abs(sideOf(line[16], LAGOS, BRUSSELS));
    const length = Math.hypot(BRUSSELS[0] - LAGOS[0], BRUSSELS[1] - LAGOS[1]);
    expect(middle / length).toBeCloseTo(0.18, 2);
    expect(Math.max(...offsets.map(Math.abs))).toBeCloseTo(middle, 9);
  });

  it('bows towards the nearer pole, as a great circle does, whichever way it goes', () => {
    const eastwards = arc([40, -70], [45, 0]);
    const westwards = arc([45, 0], [40, -70]);
    expect(eastwards[16][0]).toBeGreaterThan((40 + 45) / 2 + 5);
    expect(westwards[16][0]).toBeGreaterThan((40 + 45) / 2 + 5);
    const southern = arc([-33.9, 18.4], [-33.9, 151.2]);
    expect(southern[16][0]).toBeLessThan(-33.9 - 5);
  });

  it('bows to its left on a route straight north or south, and never past 80° of latitude', () => {
    const north = arc([0, 10], [20, 10]);
    expect(north[16][1]).toBeLessThan(10);
    const polar = arc([70, 0], [75, 120]);
    expect(Math.max(...polar.map((point) => point[0]))).toBeLessThanOrEqual(80);
  });

  it('goes the short way across the antimeridian', () => {
    const line = arc(TOKYO, LOS_ANGELES);
    expect(line[32][1]).toBeCloseTo(LOS_ANGELES[1] + 360, 9);
    for (let index = 1; index < line.length; index++) {
      expect(Math.abs(line[index][1] - line[index - 1][1])).toBeLessThan(10);
      expect(line[index][1]).toBeGreaterThanOrEqual(line[index - 1][1]);
    }
  });

  it('is the one place when both ends are the same', () => {
    expect(arc(PARIS, PARIS)).toEqual([PARIS, PARIS]);
  });
});

describe('routeLines', () => {
  it('draws pickup → current as travelled and current → destination as remaining', () => {
    const lines = routeLines({ pickup: BRUSSELS, current: PARIS, destination: LYON });
    expect(lines.travelled?.[0]).toEqual(BRUSSELS);
    expect(lines.travelled?.at(-1)?.[0]).toBeCloseTo(PARIS[0], 9);
    expect(lines.remaining?.[0]).toEqual(PARIS);
    expect(lines.remaining?.at(-1)?.[0]).toBeCloseTo(LYON[0], 9);
  });

  it('has nothing travelled before the current place is known, and no line for a lone marker', () => {
    const lines = routeLines({ pickup: BRUSSELS, current: null, destination: LYON });
    expect(lines.travelled).toBeNull();
    expect(lines.remaining?.[0]).toEqual(BRUSSELS);
    expect(routeLines({ pickup: null, current: PARIS, destination: null })).toEqual({
      travelled: null,
      remaining: null,
    });
    const noDestination = routeLines({ pickup: BRUSSELS, current: PARIS, destination: null });
    expect(noDestination.travelled).not.toBeNull();
    expect(noDestination.remaining).toBeNull();
  });
});

describe('placeStops', () => {
  it('keeps each stop within 180° of longitude of the one before it', () => {
    const placed = placeStops({
      pickup: TOKYO,
      current: [21.3, -157.86],
      destination: LOS_ANGELES,
    });
    expect(placed.pickup).toEqual(TOKYO);
    expect(placed.current).toEqual([21.3, -157.86 + 360]);
    expect(placed.destination).toEqual([LOS_ANGELES[0], LOS_ANGELES[1] + 360]);
  });

  it('leaves a route that does not cross the antimeridian as it is, and skips missing stops', () => {
    expect(placeStops({ pickup: BRUSSELS, current: null, destination: LYON })).toEqual({
      pickup: BRUSSELS,
      current: null,
      destination: LYON,
    });
  });

  it('nearLongitude moves by whole turns only', () => {
    expect(nearLongitude(-170, 170)).toBe(190);
    expect(nearLongitude(170, -170)).toBe(-190);
    expect(nearLongitude(10, 20)).toBe(10);
    expect(nearLongitude(540, 0)).toBe(180);
  });
});

describe('mapView', () => {
  it('fits every marker and the route by default', () => {
    const stops = { pickup: BRUSSELS, current: PARIS, destination: LYON };
    const points = routePoints(stops, routeLines(stops));
    const view = mapView(points, PARIS, null);
    expect(view.kind).toBe('fit');
    if (view.kind !== 'fit') return;
    const [[south, west], [north, east]] = view.bounds;
    for (const [latitude, longitude] of points) {
      expect(latitude).toBeGreaterThanOrEqual(south);
      expect(latitude).toBeLessThanOrEqual(north);
      expect(longitude).toBeGreaterThanOrEqual(west);
      expect(longitude).toBeLessThanOrEqual(east);
    }
    // The box is the points' own: the padding around it is Leaflet's, in pixels.
    expect(south).toBe(Math.min(...points.map((point) => point[0])));
    expect(north).toBe(Math.max(...points.map((point) => point[0])));
    expect(west).toBe(Math.min(...points.map((point) => point[1])));
    expect(east).toBe(Math.max(...points.map((point) => point[1])));
  });

  it("keeps the staff's zoom, centred on the current place", () => {
    expect(mapView([BRUSSELS, PARIS, LYON], PARIS, 6)).toEqual({
      kind: 'center',
      center: PARIS,
      zoom: 6,
    });
    expect(mapView([LYON], null, 9)).toEqual({ kind: 'center', center: LYON, zoom: 9 });
  });

  it('shows one marker at a zoom that shows its region, and the world without markers', () => {
    expect(mapView([PARIS], PARIS, null)).toEqual({
      kind: 'center',
      center: PARIS,
      zoom: SINGLE_MARKER_ZOOM,
    });
    expect(mapView([PARIS, PARIS], PARIS, null)).toEqual({
      kind: 'center',
      center: PARIS,
      zoom: SINGLE_MARKER_ZOOM,
    });
    expect(mapView([], null, null)).toEqual(WORLD_VIEW);
    expect(mapView([], null, 4)).toEqual({ ...WORLD_VIEW, zoom: 4 });
    expect(SINGLE_MARKER_ZOOM).toBeLessThanOrEqual(FIT_MAX_ZOOM);
  });
});

describe('unwrapRing', () => {
  it('keeps a ring that crosses the antimeridian in one piece', () => {
    // Fiji in Natural Earth 1:110m: from −180 it jumps to 179.36.
    const ring = [
      [-180, -16.07],
      [-179.79, -16.02],
      [-180, -16.56],
      [179.36, -16.8],
      [178.6, -16.64],
      [180, -16.07],
      [-180, -16.07],
    ];
    const unwrapped = unwrapRing(ring);
    expect(unwrapped.map((point) => point[0])).toEqual([
      -180, -179.79, -180, -180.64, -181.4, -180, -180,
    ]);
    expect(unwrapped.map((point) => point[1])).toEqual(ring.map((point) => point[1]));
  });

  it('leaves other rings untouched', () => {
    const ring = [
      [2, 48],
      [3, 49],
      [2, 48],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});
