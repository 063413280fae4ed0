import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'نقشه',
  'map.loading': 'در حال بارگیری نقشه…',
  'map.marker.current': 'موقعیت فعلی',
  'map.marker.pickup': 'محل جمع‌آوری',
  'map.marker.destination': 'مقصد',
  'map.failed': 'نقشه بارگیری نشد. به‌جای آن مختصات را در فرم بنویسید.',
};
