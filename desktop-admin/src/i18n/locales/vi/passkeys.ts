import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Khóa truy cập',
  'passkeys.intro':
    'Khóa truy cập giúp bạn đăng nhập bằng khóa màn hình của thiết bị này hoặc một khóa bảo mật. Khóa dùng làm bước thứ hai sau mật khẩu, hoặc dùng riêng thay cho mật khẩu.',
  'passkeys.none': 'Chưa có khóa truy cập nào.',
  'passkeys.table': 'Khóa truy cập của bạn',
  'passkeys.name': 'Tên',
  'passkeys.added': 'Ngày thêm',
  'passkeys.last_used': 'Lần dùng gần nhất',
  'passkeys.actions': 'Thao tác',
  'passkeys.never': 'Chưa bao giờ',
  'passkeys.rename': 'Đổi tên',
  'passkeys.rename_named': 'Đổi tên {name}',
  'passkeys.remove': 'Gỡ bỏ',
  'passkeys.remove_named': 'Gỡ bỏ {name}',
  'passkeys.add': 'Thêm khóa truy cập',
  'passkeys.added_message': 'Đã thêm khóa truy cập.',
  'passkeys.new_name': 'Tên khóa truy cập',
  'passkeys.password': 'Mật khẩu của bạn',
  'passkeys.name_hint':
    'Để dễ phân biệt, ví dụ “Máy tính xách tay ở công ty” hoặc “Khóa bảo mật màu xanh”.',
  'passkeys.rename_title': 'Đổi tên “{name}”',
  'passkeys.save': 'Lưu',
  'passkeys.cancel': 'Hủy',
  'passkeys.remove_title': 'Gỡ bỏ “{name}”',
  'passkeys.remove_text': 'Khóa này sẽ không còn đăng nhập được nữa.',
  'passkeys.unavailable':
    'Không thể dùng khóa truy cập ở đây (trình duyệt không hỗ trợ khóa truy cập). Hãy mở bảng điều khiển trong trình duyệt web để thêm khóa; ở đây, hãy dùng mã từ ứng dụng xác thực.',
  'passkeys.step_text': 'Dùng một trong các khóa truy cập của bạn: thiết bị sẽ hỏi khóa màn hình.',
  'passkeys.step_unavailable':
    'Tài khoản này đăng nhập bằng khóa truy cập, không dùng được ở đây. Hãy đăng nhập từ trình duyệt web.',
  'passkeys.use': 'Dùng khóa truy cập',
  'passkeys.or_code': 'Hoặc nhập mã từ ứng dụng xác thực của bạn.',
  'passkeys.or': 'hoặc',
  'passkeys.sign_in': 'Đăng nhập bằng khóa truy cập',
};
