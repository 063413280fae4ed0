import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Địa điểm phù hợp',
  'places.searching': 'Đang tìm địa điểm…',
  'places.none': 'Không tìm thấy địa điểm nào có tên này',
  'places.found': 'Số địa điểm tìm thấy: {count}',
  'places.field_help': 'Chọn một địa điểm gợi ý để đặt điểm đánh dấu của nó trên bản đồ.',
  'places.map_search': 'Tìm địa điểm',
  'places.map_search_help':
    'Chọn một địa điểm sẽ đặt điểm đánh dấu {marker} tại đó và đặt tên theo địa điểm ấy.',
};
