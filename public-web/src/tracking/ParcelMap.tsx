import type { PublicParcel } from '@waybill/shared';
import { lazy, Suspense } from 'react';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { mapCenter, mapPoints } from '../map/points';

// Leaflet lives in this chunk only: it is fetched when a parcel with a map is shown.
const TrackingMap = lazy(() =>
  import('../map/TrackingMap').then((module) => ({ default: module.TrackingMap })),
);

/** The parcel on the map (show_map yes), with a legend of the markers that are placed. */
export function ParcelMap({ parcel }: { parcel: PublicParcel }) {
  const site = useAppStore((state) => state.site);
  const points = mapPoints(parcel);
  const center = mapCenter(points);
  if (!center) return null;
  return (
    <section className="card parcel-map" aria-labelledby="map-heading">
      <h2 id="map-heading" className="card__title">
        {t('parcelLocation')}
      </h2>
      <Suspense
        fallback={
          <div className="parcel-map__loading" role="status">
            {t('loadingMap')}
          </div>
        }
      >
        <TrackingMap
          center={center}
          zoom={parcel.map_zoom}
          points={points}
          tileUrl={site?.map_tile_url ?? null}
          attribution={site?.map_tile_attribution ?? ''}
        />
      </Suspense>
      <ul className="map-legend" aria-label={t('mapLegend')}>
        {points.map((point) => (
          <li key={point.kind} className={`map-legend__item map-legend__item--${point.kind}`}>
            <span className="map-legend__swatch" aria-hidden="true" />
            {point.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
