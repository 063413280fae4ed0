import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Peta',
  'map.loading': 'Memuat peta…',
  'map.marker.current': 'Lokasi saat ini',
  'map.marker.pickup': 'Lokasi penjemputan',
  'map.marker.destination': 'Tujuan',
  'map.failed': 'Peta tidak dapat dimuat. Ketik koordinat di formulir sebagai gantinya.',
};
