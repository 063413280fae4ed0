import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Đã tạo',
  'stages.name.picked_up': 'Đã lấy hàng',
  'stages.name.in_transit': 'Đang vận chuyển',
  'stages.name.out_for_delivery': 'Đang giao hàng',
  'stages.name.delivered': 'Đã giao',
  'stages.name.held': 'Bị giữ lại',
  'stages.name.failed_attempt': 'Giao hàng không thành công',
  'stages.name.returned': 'Đã hoàn trả',
  'stages.exception': '{stage} (ngoại lệ)',
  'stages.field': 'Giai đoạn',
  'stages.follow_status': 'Theo nội dung trạng thái',
  'stages.field_help':
    'Bước mà trang theo dõi đánh dấu là hiện tại. Khi chọn “Theo nội dung trạng thái”, bước được lấy từ trạng thái qua Cài đặt › Giai đoạn trạng thái.',
  'stages.shown': 'Bước trên trang theo dõi: {stage}',
  'stages.shown_none':
    'Bước trên trang theo dõi: không có (trạng thái không có trong Cài đặt › Giai đoạn trạng thái)',
  'stages.settings.title': 'Giai đoạn trạng thái',
  'stages.settings.description':
    'Mỗi nội dung trạng thái hiển thị bước tiến trình nào trên trang theo dõi.',
  'stages.settings.help':
    'Bưu kiện không có giai đoạn riêng sẽ hiển thị giai đoạn của nội dung trạng thái được đặt ở đây. Chữ hoa, chữ thường và khoảng trắng không quan trọng: “In transit” cũng khớp với “IN  TRANSIT”.',
  'stages.settings.status': 'Nội dung trạng thái',
  'stages.settings.stage': 'Giai đoạn',
  'stages.settings.row': 'Trạng thái {n}',
  'stages.settings.row_stage': 'Giai đoạn của trạng thái {n}',
  'stages.settings.add': 'Thêm trạng thái',
  'stages.settings.remove': 'Xóa trạng thái {n}',
  'stages.settings.empty':
    'Không có nội dung trạng thái: chỉ hiển thị các giai đoạn được chọn trên chính bưu kiện.',
  'stages.settings.count': '{count} trên {max} trạng thái',
  'stages.problem.too_many': '{field} chỉ có thể chứa tối đa {max} trạng thái',
  'stages.problem.repeated': '{field} lặp lại một trạng thái đã có trong danh sách',
};
