import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Karte',
  'map.loading': 'Karte wird geladen…',
  'map.marker.current': 'Aktueller Standort',
  'map.marker.pickup': 'Abholort',
  'map.marker.destination': 'Ziel',
  'map.failed':
    'Die Karte konnte nicht geladen werden. Geben Sie die Koordinaten stattdessen im Formular ein.',
};
