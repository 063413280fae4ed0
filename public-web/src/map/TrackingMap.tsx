import 'leaflet/dist/leaflet.css';
import './map.css';
import { divIcon, type DivIcon } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { MapPoint, MapPointKind } from './points';

export interface TrackingMapProps {
  center: [number, number];
  zoom: number;
  points: MapPoint[];
  /** Leaflet tile URL template; no tiles are drawn until it is known. */
  tileUrl: string | null;
  attribution: string;
}

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

/** MapContainer reads center and zoom once; follow later changes (another parcel). */
function FollowView({ center, zoom }: { center: [number, number]; zoom: number }) {
  const map = useMap();
  const [latitude, longitude] = center;
  useEffect(() => {
    map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);
  return null;
}

/**
 * The tracking map (docs/product.md §2.3: 60vh high, zoom from the parcel); loaded only on demand.
 */
export function TrackingMap({ center, zoom, points, tileUrl, attribution }: TrackingMapProps) {
  return (
    <MapContainer
      className="tracking-map"
      center={center}
      zoom={zoom}
      scrollWheelZoom={false}
      style={{ height: '60vh' }}
    >
      <FollowView center={center} zoom={zoom} />
      {tileUrl && <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} />}
      {points.map((point) => (
        <Marker
          key={point.kind}
          position={point.position}
          icon={markerIcon(point.kind, point.label)}
          title={point.label}
          alt={point.label}
          zIndexOffset={point.kind === 'current' ? 1000 : 0}
        >
          <Tooltip direction="top">{point.label}</Tooltip>
        </Marker>
      ))}
    </MapContainer>
  );
}
