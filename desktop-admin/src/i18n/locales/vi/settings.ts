import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Cài đặt',
  'settings.contact': 'Thông tin liên hệ',
  'settings.contactDescription':
    'Email, số điện thoại, địa chỉ và liên kết mạng xã hội ở chân trang công khai.',
  'settings.mail': 'Cài đặt email',
  'settings.mailDescription': 'Cách email rời máy chủ và mẫu được sử dụng.',
  'settings.html': 'Cài đặt HTML',
  'settings.htmlDescription':
    'Mô tả meta cho công cụ tìm kiếm và tiện ích trò chuyện cho mọi trang.',
  'settings.what': 'Cài đặt',
  'settings.save': 'Lưu',
  'settings.companyName': 'Tên công ty',
  'settings.companyNameHelp':
    'Ký tên trên email, hóa đơn và nhãn vận chuyển; để trống thì ghi Waybill.',
  'settings.contactEmail': 'Email liên hệ',
  'settings.contactEmailHelp':
    'Tin nhắn của khách từ trang liên hệ được gửi về đây; địa chỉ này hiển thị ở chân trang.',
  'settings.contactPhone': 'Điện thoại liên hệ',
  'settings.alternatePhone': 'Điện thoại khác',
  'settings.address': 'Địa chỉ',
  'settings.addressHelp': 'Địa chỉ văn phòng hiển thị ở chân trang.',
  'settings.socialLinks': 'Liên kết mạng xã hội',
  'settings.socialHelp':
    'Tên người dùng (ví dụ @waybill) hoặc địa chỉ https:// đầy đủ; ô để trống sẽ không hiển thị.',
  'settings.metaDescription': 'Mô tả meta',
  'settings.metaDescriptionHelp': 'Đoạn tóm tắt mà công cụ tìm kiếm hiển thị dưới tên trang web.',
  'settings.chatCode': 'Mã trò chuyện',
  'settings.chatCodeHelp':
    'Đoạn mã tiện ích trò chuyện từ nhà cung cấp (Tawk.to, Crisp, Tidio…), dán nguyên văn. Mã chạy trong một khung cách ly ở góc dưới bên phải mọi trang công khai: có thể hiển thị khung trò chuyện, nhưng không thể đọc hay thay đổi trang web, bảng điều khiển này hoặc dữ liệu của bạn. Để trống nếu không dùng trò chuyện.',
  'settings.mailDriver': 'Cách gửi email',
  'settings.driverOutbox': 'outbox: máy chủ chuyển thư',
  'settings.driverSmtp': 'smtp: nhân viên gửi bằng tài khoản riêng',
  'settings.driverOutboxHelp':
    'mọi thư được đưa vào hàng chờ trong hộp thư đi và chuyển qua MAIL_URL của máy chủ, có thử lại; không mất thư nào khi máy chủ thư gặp sự cố.',
  'settings.driverSmtpHelp': 'nhân viên gửi bằng tài khoản email riêng, nhập mật khẩu mỗi lần gửi.',
  'settings.mailTemplate': 'Mẫu email',
  'settings.mailTemplateHelp':
    'Bố cục bao quanh mọi email công ty gửi đi: văn bản thuần hoặc một trong bốn thiết kế HTML.',
  'settings.notifyRecipients': 'Báo cho người nhận khi bưu kiện di chuyển',
  'settings.notifyRecipientsHelp':
    'Khi nhân viên thêm vào lịch sử của bưu kiện, email người nhận sẽ nhận được mục mới cùng liên kết theo dõi (có thể bỏ qua từng mục; người nhận có thể hủy đăng ký).',
  'settings.saved': 'Đã lưu cài đặt',
  'settings.tracking': 'Quyền riêng tư khi tra cứu',
  'settings.trackingDescription': 'Những gì khách thấy chỉ với mã vận đơn.',
  'settings.trackingLead':
    'Mọi mục đang tắt chỉ hiển thị cho khách đưa thêm e-mail của người nhận hoặc 4 chữ số cuối số điện thoại của họ. Trạng thái, tiến trình, lịch sử, khung giờ giao và tên địa điểm luôn hiển thị với mã.',
  'settings.trackingShowsNames': 'Hiện tên chỉ với mã',
  'settings.trackingShowsNamesHelp': 'Tên người nhận và người gửi.',
  'settings.trackingShowsPhoto': 'Hiện ảnh bưu kiện chỉ với mã',
  'settings.trackingShowsPhotoHelp': 'Ảnh đính kèm bưu kiện.',
  'settings.trackingShowsExactMap': 'Hiện bản đồ chính xác chỉ với mã',
  'settings.trackingShowsExactMapHelp':
    'Tắt: bản đồ đặt điểm đánh dấu trong phạm vi khoảng 10 km; thấy tuyến đường nhưng không thấy con phố.',
};
