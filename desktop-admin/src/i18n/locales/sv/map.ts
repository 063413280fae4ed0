import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Karta',
  'map.loading': 'Laddar karta…',
  'map.marker.current': 'Nuvarande plats',
  'map.marker.pickup': 'Upphämtningsplats',
  'map.marker.destination': 'Destination',
  'map.failed': 'Kartan kunde inte laddas. Skriv in koordinaterna i formuläret i stället.',
};
