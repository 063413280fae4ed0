import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Bản đồ',
  'map.loading': 'Đang tải bản đồ…',
  'map.marker.current': 'Vị trí hiện tại',
  'map.marker.pickup': 'Nơi nhận hàng',
  'map.marker.destination': 'Nơi đến',
  'map.failed': 'Không tải được bản đồ. Hãy nhập tọa độ vào biểu mẫu.',
};
