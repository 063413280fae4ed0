import { Callout, Spinner } from '@blueprintjs/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapPickerProps } from './MapPicker';
import { t } from '../i18n/i18n';

/** Leaflet and its CSS load only with this screen's chunk (DESIGN: code splitting). */
const MapPicker = lazy(() =>
  import('./MapPicker').then((module) => ({ default: module.MapPicker })),
);

/** The map picker, loaded on demand; the form keeps working if the map cannot load. */
export function LazyMapPicker(props: MapPickerProps) {
  return (
    <MapErrorBoundary>
      <Suspense
        fallback={
          <div className="wb-map wb-map-loading" role="status">
            <Spinner size={32} />
            <span>{t('map.loading')}</span>
          </div>
        }
      >
        <MapPicker {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
}

class MapErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Callout intent="warning" icon="map">
          {t('map.failed')}
        </Callout>
      );
    }
    return this.props.children;
  }
}
