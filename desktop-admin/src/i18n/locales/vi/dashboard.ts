import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Bảng điều khiển',
  'dashboard.tiles': 'Trang quản trị',
  'dashboard.tile.parcels': 'Bưu kiện',
  'dashboard.tile.reviews': 'Đánh giá',
  'dashboard.tile.pages': 'Trang',
  'dashboard.tile.send_email': 'Gửi email',
  'dashboard.tile.settings': 'Cài đặt',
  'dashboard.tile.password': 'Mật khẩu',
  'dashboard.tile.outbox': 'Hộp thư đi',
  'dashboard.tile.invoices': 'Hóa đơn',
  'dashboard.find.label': 'Mở bưu kiện theo mã vận đơn',
  'dashboard.find.placeholder': 'Nhập hoặc quét mã vận đơn',
  'dashboard.find.open': 'Mở',
  'dashboard.find.not_found': 'Không có bưu kiện nào có mã vận đơn “{code}”.',
  'dashboard.today.title': 'Hôm nay',
  'dashboard.today.loading': 'Đang tải số liệu',
  'dashboard.today.date': 'Số liệu ngày {date}',
  'dashboard.figure.parcels': 'Tất cả bưu kiện',
  'dashboard.figure.late': 'Bưu kiện trễ hạn',
  'dashboard.figure.late_hint': 'Hạn giao trước hôm nay và chưa giao',
  'dashboard.figure.created_today': 'Tạo hôm nay',
  'dashboard.figure.mail_failed': 'Email gửi lỗi',
  'dashboard.figure.mail_queued': 'Email đang chờ',
  'dashboard.statuses.title': 'Bưu kiện theo trạng thái',
  'dashboard.statuses.none': 'Chưa có trạng thái',
  'dashboard.statuses.other': 'Trạng thái khác',
  'dashboard.statuses.empty': 'Chưa có bưu kiện nào.',
  'dashboard.terms.title': 'Điều khoản sử dụng',
  'dashboard.terms.warranty':
    'Phần mềm này được cung cấp “nguyên trạng”, không có bất kỳ bảo đảm nào, rõ ràng hay ngụ ý, kể cả sự phù hợp cho một mục đích cụ thể. Các nhà phát triển không chịu trách nhiệm về bất kỳ khiếu nại, thiệt hại hay tổn thất nào phát sinh từ việc sử dụng phần mềm.',
  'dashboard.terms.responsibility':
    'Nhân viên sử dụng trang quản trị này chịu trách nhiệm về nội dung họ đăng (trang, đánh giá, thông tin bưu kiện, lịch sử vận chuyển, hình ảnh và email) và về dữ liệu cá nhân của người gửi và người nhận mà họ ghi lại. Chỉ đăng thông tin chính xác, giới hạn dữ liệu cá nhân ở mức cần cho việc giao hàng và tuân thủ pháp luật áp dụng cho công ty của bạn.',
  'dashboard.terms.password': 'Giữ bí mật mật khẩu và đăng xuất trên máy tính dùng chung.',
};
