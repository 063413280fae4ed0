import 'leaflet/dist/leaflet.css';
import '@waybill/web-content/map.css';
import './map.css';
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, escapeHtml } from '@waybill/shared';
import {
  Basemap,
  containerView,
  mapView,
  placeStops,
  routeLines,
  routePoints,
  RouteLines,
} from '@waybill/web-content/map';
import {
  divIcon,
  type DivIcon,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  MARKER_KINDS,
  MARKER_LETTERS,
  markerLabel,
  normalizePosition,
  type MarkerKind,
  type MarkerPositions,
  type Position,
} from './marker-kinds';

export interface MapPickerProps {
  positions: MarkerPositions;
  /** The marker a click on the map places. */
  active: MarkerKind;
  /** The zoom of the form; null while the field holds no valid zoom. */
  zoom: number | null;
  /** Leaflet tile URL template; null: the basemap alone. */
  tileUrl: string | null;
  attribution: string;
  /** A click or a drag placed a marker. */
  onPlace: (kind: MarkerKind, position: Position) => void;
  /** Staff zoomed the map: the form's zoom follows what they see. */
  onZoom: (zoom: number) => void;
}

/**
 * Pins drawn by CSS (Leaflet's default marker images break under bundlers). The hidden text names
 * the marker, which Leaflet makes a keyboard-focusable button.
 */
const ICONS: Record<MarkerKind, DivIcon> = Object.fromEntries(
  MARKER_KINDS.map((kind) => [
    kind,
    divIcon({
      className: `wb-map-marker wb-map-marker--${kind}`,
      html:
        `<span class="wb-map-pin" aria-hidden="true"><span>${MARKER_LETTERS[kind]}</span></span>` +
        `<span class="wb-visually-hidden">${escapeHtml(markerLabel(kind))}</span>`,
      iconSize: [30, 42],
      iconAnchor: [15, 42],
    }),
  ]),
) as Record<MarkerKind, DivIcon>;

/**
 * The parcel map of the update-map screen (Leaflet, loaded on its own): a click places the chosen
 * marker, each marker can be dragged, and markers follow the coordinates typed in the form. The
 * basemap and the route are the tracking page's (@waybill/web-content/map).
 */
export function MapPicker({
  positions,
  active,
  zoom,
  tileUrl,
  attribution,
  onPlace,
  onZoom,
}: MapPickerProps) {
  // Markers sit where the route's lines end, the short way across the antimeridian.
  const stops = placeStops(positions);
  const lines = routeLines(stops);
  // The map opens as the tracking page would show it: the zoom chosen, else every marker fitted.
  const [initial] = useState(() =>
    containerView(mapView(routePoints(stops, lines), stops.current, zoom)),
  );

  return (
    <MapContainer
      className="wb-map"
      {...initial}
      minZoom={MAP_ZOOM_MIN}
      maxZoom={MAP_ZOOM_MAX}
      worldCopyJump
    >
      <Basemap />
      {tileUrl && (
        <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} maxZoom={MAP_ZOOM_MAX} />
      )}
      <RouteLines lines={lines} />
      <MapBehaviour
        active={active}
        onPlace={onPlace}
        onZoom={onZoom}
        zoom={zoom}
        positions={stops}
      />
      {MARKER_KINDS.map((kind) => {
        const position = stops[kind];
        return position ? (
          <DraggableMarker key={kind} kind={kind} position={position} onPlace={onPlace} />
        ) : null;
      })}
    </MapContainer>
  );
}

type BehaviourProps = Pick<MapPickerProps, 'active' | 'onPlace' | 'onZoom' | 'zoom' | 'positions'>;

/** Clicks, zoom in both directions, and panning to a marker typed in outside the view. */
function MapBehaviour({ active, onPlace, onZoom, zoom, positions }: BehaviourProps) {
  // Rebound whenever the props change: Leaflet then calls the newest ones.
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click(event) {
        const { lat, lng } = event.latlng;
        onPlace(active, normalizePosition(lat, lng));
      },
      zoomend(event) {
        onZoom((event.target as LeafletMap).getZoom());
      },
    }),
    [active, onPlace, onZoom],
  );
  const map = useMapEvents(handlers);

  // A zoom typed in the form moves the map (not on the first render: the map opened with it).
  const previousZoom = useRef(zoom);
  useEffect(() => {
    if (zoom === previousZoom.current) return;
    previousZoom.current = zoom;
    if (zoom !== null && zoom !== map.getZoom()) map.setZoom(zoom);
  }, [map, zoom]);

  return <FollowPositions positions={positions} />;
}

/** A marker moved by typing may be out of sight: bring it into view. */
function FollowPositions({ positions }: { positions: MarkerPositions }) {
  const map = useMap();
  const previous = useRef(positions);
  useEffect(() => {
    for (const kind of MARKER_KINDS) {
      const position = positions[kind];
      const before = previous.current[kind];
      const moved = position && (!before || before[0] !== position[0] || before[1] !== position[1]);
      if (moved && !map.getBounds().contains([position[0], position[1]])) {
        map.panTo([position[0], position[1]]);
      }
    }
    previous.current = positions;
  }, [map, positions]);
  return null;
}

interface DraggableMarkerProps {
  kind: MarkerKind;
  position: Position;
  onPlace: MapPickerProps['onPlace'];
}

function DraggableMarker({ kind, position, onPlace }: DraggableMarkerProps) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend(event) {
        const marker = event.target as LeafletMarker;
        const { lat, lng } = marker.getLatLng();
        onPlace(kind, normalizePosition(lat, lng));
      },
    }),
    [kind, onPlace],
  );
  return (
    <Marker
      position={[position[0], position[1]]}
      icon={ICONS[kind]}
      title={markerLabel(kind)}
      draggable
      keyboard
      autoPan
      eventHandlers={handlers}
    />
  );
}
