import type { PublicParcel } from '@waybill/shared';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { useHydrated } from '../layout/useHydrated';
import { mapPoints } from '../map/points';

// Leaflet lives in this chunk only: it is fetched when a parcel with a map is shown.
const TrackingMap = lazy(() =>
  import('../map/TrackingMap').then((module) => ({ default: module.TrackingMap })),
);

/** How near the viewport the map's place must come for the map to load: ready when seen. */
const NEAR_VIEW_MARGIN = '200px 0px';

/**
 * Whether the element has come near the viewport (and stays true once it has). Without
 * IntersectionObserver, once rendered. Never on the server or while hydrating: the server draws
 * the map's place, as the browser's first render does (docs/architecture.md §6.1a).
 */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  const hydrated = useHydrated();
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !observable) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, observable]);
  return near || (hydrated && !observable);
}

/**
 * The parcel on the map (show_map yes), with a legend that also says in words what the map
 * draws: each marker with its place, and which line is travelled (solid) and which is still to go
 * (dashed). Where the code alone gives places coarsened, it says they are approximate.
 */
export function ParcelMap({
  parcel,
  approximate = false,
}: {
  parcel: PublicParcel;
  /** The code alone shows the places to within about 10 km: the map says so. */
  approximate?: boolean;
}) {
  const site = useAppStore((state) => state.site);
  // Leaflet, the countries and the map's drawing wait until the map is about to be seen: a
  // visitor who reads only the status pays none of it.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearView(place);
  const points = mapPoints(parcel);
  if (points.length === 0) return null;
  const placed = new Set(points.map((point) => point.kind));
  const travelled = placed.has('pickup') && placed.has('current');
  const remaining = placed.has('destination') && (placed.has('current') || placed.has('pickup'));
  return (
    <section className="card parcel-map" aria-labelledby="map-heading">
      <h2 id="map-heading" className="card__title">
        {t('parcelLocation')}
      </h2>
      {approximate && <p className="parcel-map__approximate">{t('mapApproximate')}</p>}
      <div ref={place}>
        {near ? (
          <Suspense fallback={<MapLoading />}>
            <TrackingMap
              zoom={parcel.map_zoom}
              points={points}
              tileUrl={site?.map_tile_url || null}
              attribution={site?.map_tile_attribution ?? ''}
            />
          </Suspense>
        ) : (
          <MapLoading />
        )}
      </div>
      <ul className="map-legend" aria-label={t('mapLegend')}>
        {points.map((point) => (
          <li key={point.kind} className={`map-legend__item map-legend__item--${point.kind}`}>
            <span className="map-legend__swatch" aria-hidden="true" />
            {point.place
              ? t('mapMarkerPlace', { marker: point.label, place: point.place })
              : point.label}
          </li>
        ))}
        {travelled && (
          <li className="map-legend__item map-legend__item--travelled">
            <span className="map-legend__line" aria-hidden="true" />
            {t('mapRouteTravelled')}
          </li>
        )}
        {remaining && (
          <li className="map-legend__item map-legend__item--remaining">
            <span className="map-legend__line" aria-hidden="true" />
            {t('mapRouteRemaining')}
          </li>
        )}
      </ul>
    </section>
  );
}

/** The map's place (as high as the map) while its code loads or it is not yet near the view. */
function MapLoading() {
  return (
    <div className="parcel-map__loading" role="status">
      {t('loadingMap')}
    </div>
  );
}
