import type { FitBoundsOptions, LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { FIT_MAX_ZOOM, FIT_PADDING, type MapView } from './geometry';

const FIT: FitBoundsOptions = { padding: [FIT_PADDING, FIT_PADDING], maxZoom: FIT_MAX_ZOOM };

/** MapContainer's opening props for a view: its centre and zoom, or the box it fits. */
export function containerView(
  view: MapView,
):
  | { center: LatLngExpression; zoom: number }
  | { bounds: LatLngBoundsExpression; boundsOptions: FitBoundsOptions } {
  if (view.kind === 'center') return { center: [view.center[0], view.center[1]], zoom: view.zoom };
  const [[south, west], [north, east]] = view.bounds;
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
    boundsOptions: FIT,
  };
}

/** MapContainer reads its view once: this follows later changes (another parcel, other places). */
export function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const key = JSON.stringify(view);
  useEffect(() => {
    const next = JSON.parse(key) as MapView;
    if (next.kind === 'center') map.setView([next.center[0], next.center[1]], next.zoom);
    else map.fitBounds([[...next.bounds[0]], [...next.bounds[1]]], FIT);
  }, [map, key]);
  return null;
}
