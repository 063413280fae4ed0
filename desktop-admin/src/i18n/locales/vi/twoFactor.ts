import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Đăng nhập hai bước',
  'twoFactor.intro':
    'Sau mật khẩu, khi đăng nhập bạn cần nhập mã 6 chữ số từ ứng dụng xác thực trên điện thoại.',
  'twoFactor.status_on': 'Đăng nhập hai bước đang bật.',
  'twoFactor.status_off': 'Đăng nhập hai bước đang tắt.',
  'twoFactor.codes_left': 'Số mã khôi phục còn lại: {count}',
  'twoFactor.set_up': 'Thiết lập đăng nhập hai bước',
  'twoFactor.scan': 'Quét mã QR này bằng ứng dụng xác thực, hoặc nhập khóa bên dưới.',
  'twoFactor.qr_alt': 'Mã QR để thêm tài khoản này vào ứng dụng xác thực',
  'twoFactor.secret': 'Khóa để nhập',
  'twoFactor.code': 'Mã từ ứng dụng',
  'twoFactor.confirm': 'Bật',
  'twoFactor.recovery_title': 'Mã khôi phục của bạn',
  'twoFactor.recovery_text':
    'Mỗi mã cho phép bạn đăng nhập một lần nếu mất điện thoại. Hãy cất giữ an toàn: chúng chỉ hiển thị lúc này.',
  'twoFactor.copy': 'Sao chép',
  'twoFactor.copied': 'Đã sao chép',
  'twoFactor.download': 'Tải xuống',
  'twoFactor.download_name': 'waybill-ma-khoi-phuc.txt',
  'twoFactor.saved_codes': 'Tôi đã lưu các mã',
  'twoFactor.proof_password': 'Mật khẩu hiện tại',
  'twoFactor.regenerate': 'Mã khôi phục mới',
  'twoFactor.regenerate_text': 'Các mã cũ sẽ không còn dùng được.',
  'twoFactor.disable': 'Tắt',
  'twoFactor.required_note': 'Đăng nhập hai bước là bắt buộc với mọi tài khoản.',
  'twoFactor.require_all': 'Bắt buộc đăng nhập hai bước cho mọi tài khoản',
  'twoFactor.require_all_text':
    'Thành viên chưa có sẽ được hướng dẫn thiết lập ở lần đăng nhập tới.',
  'twoFactor.require_on': 'Bắt buộc',
  'twoFactor.require_off': 'Bỏ bắt buộc',
  'twoFactor.manage': 'Đăng nhập hai bước',
  'twoFactor.step_title': 'Nhập mã của bạn',
  'twoFactor.step_text': 'Mở ứng dụng xác thực và nhập mã 6 chữ số cho Waybill.',
  'twoFactor.verify': 'Xác minh',
  'twoFactor.use_recovery': 'Dùng mã khôi phục thay thế',
  'twoFactor.use_code': 'Dùng mã từ ứng dụng thay thế',
  'twoFactor.recovery_code': 'Mã khôi phục',
  'twoFactor.recovery_step_text':
    'Nhập một trong các mã khôi phục của bạn. Mỗi mã chỉ dùng được một lần.',
  'twoFactor.setup_required_title': 'Thiết lập đăng nhập hai bước',
  'twoFactor.setup_required_text':
    'Công ty của bạn yêu cầu đăng nhập hai bước. Hãy thiết lập ngay để tiếp tục.',
  'twoFactor.start_over': 'Bắt đầu lại',
};
