import 'leaflet/dist/leaflet.css';
import '@waybill/web-content/map.css';
import './map.css';
import {
  Basemap,
  containerView,
  FollowView,
  mapView,
  placeStops,
  routeLines,
  routePoints,
  RouteLines,
  type RouteStops,
} from '@waybill/web-content/map';
import { divIcon, type DivIcon } from 'leaflet';
import { useEffect, useState, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import type { MapPoint, MapPointKind } from './points';

export interface TrackingMapProps {
  /** The staff's zoom (docs/product.md §2.3); null: the map fits every marker. */
  zoom: number | null;
  points: MapPoint[];
  /** Leaflet tile URL template; null: the basemap alone. */
  tileUrl: string | null;
  attribution: string;
}

/** docs/product.md §2.3: 60% of the window's height. */
const MAP_HEIGHT = '60vh';

const icons = new Map<MapPointKind, DivIcon>();

/**
 * Markers drawn with CSS: Leaflet's default marker images do not survive bundling, and nothing
 * needs to be fetched, so the markers show even when the tiles cannot load. The label inside
 * gives the marker (a keyboard-focusable role="button") its accessible name.
 */
function markerIcon(kind: MapPointKind, label: string): DivIcon {
  let icon = icons.get(kind);
  if (!icon) {
    icon = divIcon({
      className: `map-marker map-marker--${kind}`,
      html: `<span class="map-marker__pin" aria-hidden="true"></span><span class="map-marker__label">${label}</span>`,
      iconSize: [30, 40],
      iconAnchor: [15, 40],
      tooltipAnchor: [0, -40],
    });
    icons.set(kind, icon);
  }
  return icon;
}

function stopsOf(points: MapPoint[]): RouteStops {
  const at = (kind: MapPointKind) => points.find((point) => point.kind === kind)?.position ?? null;
  return { pickup: at('pickup'), current: at('current'), destination: at('destination') };
}

/**
 * False at first, true in a task after the browser has drawn a frame: the map's styles (which
 * came with its code) are applied to the page in that frame, not in the task that creates the
 * map, where Leaflet measures the page; its layers come a frame later again. No long task so.
 */
function useAfterNextFrame(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDue(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return due;
}

/** Its children from a task after the next frame on (useAfterNextFrame). */
function AfterNextFrame({ children }: { children: ReactNode }) {
  return useAfterNextFrame() ? children : null;
}

/**
 * The tracking map (docs/product.md §2.3: 60vh high, the basemap under the tiles, the route, and a
 * view that fits the markers unless staff chose a zoom); loaded only on demand.
 */
export function TrackingMap({ zoom, points, tileUrl, attribution }: TrackingMapProps) {
  // Markers sit where the route's lines end, the short way across the antimeridian.
  const stops = placeStops(stopsOf(points));
  const lines = routeLines(stops);
  const view = mapView(routePoints(stops, lines), stops.current, zoom);
  const styled = useAfterNextFrame();
  // Until then its place, as the map will look before its layers come.
  if (!styled) return <div className="tracking-map" style={{ height: MAP_HEIGHT }} />;
  return (
    <MapContainer
      className="tracking-map"
      {...containerView(view)}
      scrollWheelZoom={false}
      style={{ height: MAP_HEIGHT }}
    >
      <FollowView view={view} />
      <AfterNextFrame>
        <Basemap />
        {tileUrl && <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} />}
        <RouteLines lines={lines} />
        {points.map((point) => {
          const position = stops[point.kind] ?? point.position;
          return (
            <Marker
              key={point.kind}
              position={[position[0], position[1]]}
              icon={markerIcon(point.kind, point.label)}
              title={point.label}
              alt={point.label}
              zIndexOffset={point.kind === 'current' ? 1000 : 0}
            >
              <Tooltip direction="top">{point.label}</Tooltip>
            </Marker>
          );
        })}
      </AfterNextFrame>
    </MapContainer>
  );
}
