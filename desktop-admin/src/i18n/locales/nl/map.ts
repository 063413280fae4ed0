import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Kaart',
  'map.loading': 'Kaart laden…',
  'map.marker.current': 'Huidige locatie',
  'map.marker.pickup': 'Ophaallocatie',
  'map.marker.destination': 'Bestemming',
  'map.failed': 'De kaart kon niet worden geladen. Typ de coördinaten in het formulier.',
};
