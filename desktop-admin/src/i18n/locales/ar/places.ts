import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'أماكن مطابقة',
  'places.searching': 'جارٍ البحث عن الأماكن…',
  'places.none': 'لم يُعثر على مكان بهذا الاسم',
  'places.found': 'الأماكن التي عُثر عليها: {count}',
  'places.field_help': 'اختر مكانًا مقترحًا لوضع علامته على الخريطة.',
  'places.map_search': 'ابحث عن مكان',
  'places.map_search_help': 'اختيار مكان يضع علامة {marker} هناك ويسمّيها باسمه.',
};
