import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Harita',
  'map.loading': 'Harita yükleniyor…',
  'map.marker.current': 'Şu anki konum',
  'map.marker.pickup': 'Alım noktası',
  'map.marker.destination': 'Varış yeri',
  'map.failed': 'Harita yüklenemedi. Koordinatları bunun yerine forma yazın.',
};
