import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'الخريطة',
  'map.loading': 'جارٍ تحميل الخريطة…',
  'map.marker.current': 'الموقع الحالي',
  'map.marker.pickup': 'موقع الاستلام',
  'map.marker.destination': 'الوجهة',
  'map.failed': 'تعذّر تحميل الخريطة. اكتب الإحداثيات في النموذج بدلًا من ذلك.',
};
