import 'leaflet/dist/leaflet.css';
import '@waybill/web-content/map.css';
import './map.css';
import { MAP_ZOOM_MAX } from '@waybill/shared';
import { Basemap } from '@waybill/web-content/map';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

export interface ProofMapProps {
  latitude: number;
  longitude: number;
  /** Metres, as the phone reported it; drawn as a circle around the point. */
  accuracy: number | null;
  tileUrl: string | null;
  attribution: string;
  /** What the map shows, for screen readers (the coordinates are beside it as text too). */
  label: string;
}

/** Where the courier's phone was at the delivery: one point and its accuracy, read only. */
export function ProofMap({
  latitude,
  longitude,
  accuracy,
  tileUrl,
  attribution,
  label,
}: ProofMapProps) {
  return (
    <figure className="wb-proof-map" aria-label={label}>
      <MapContainer
        className="wb-map wb-map--small"
        center={[latitude, longitude]}
        zoom={15}
        maxZoom={MAP_ZOOM_MAX}
        scrollWheelZoom={false}
        keyboard={false}
      >
        <Basemap />
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} maxZoom={MAP_ZOOM_MAX} />}
        {accuracy !== null && accuracy > 0 && (
          <Circle center={[latitude, longitude]} radius={accuracy} pathOptions={{ weight: 1 }} />
        )}
        <CircleMarker center={[latitude, longitude]} radius={8} pathOptions={{ weight: 3 }} />
      </MapContainer>
    </figure>
  );
}
