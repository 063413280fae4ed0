import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Mappa',
  'map.loading': 'Caricamento della mappa…',
  'map.marker.current': 'Posizione attuale',
  'map.marker.pickup': 'Luogo di ritiro',
  'map.marker.destination': 'Destinazione',
  'map.failed': 'Impossibile caricare la mappa. Inserite le coordinate nel modulo.',
};
