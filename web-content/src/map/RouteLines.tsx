import { Polyline } from 'react-leaflet';
import type { LatLng, RouteLines as Lines } from './geometry';

const mutable = (line: LatLng[]) => line.map(([lat, lng]): [number, number] => [lat, lng]);

/**
 * The route (docs/product.md §2.3): the travelled part solid, the rest dashed, so the two differ
 * by more than colour. Drawn under the markers and never in the way of a click.
 */
export function RouteLines({ lines }: { lines: Lines }) {
  return (
    <>
      {lines.travelled && (
        <Polyline
          positions={mutable(lines.travelled)}
          interactive={false}
          // Options, not pathOptions: Leaflet reads className only when it creates the path.
          className="wb-route wb-route--travelled"
          weight={4}
        />
      )}
      {lines.remaining && (
        <Polyline
          positions={mutable(lines.remaining)}
          interactive={false}
          className="wb-route wb-route--remaining"
          weight={3}
          dashArray="8 8"
        />
      )}
    </>
  );
}
