import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Phiên đăng nhập',
  'sessions.title': 'Phiên đăng nhập',
  'sessions.intro':
    'Mọi trình duyệt đang đăng nhập vào tài khoản của bạn. Hãy kết thúc phiên bạn không nhận ra: trình duyệt đó sẽ bị đăng xuất ngay.',
  'sessions.list': 'Các phiên của bạn',
  'sessions.empty': 'Không có trình duyệt nào đang đăng nhập.',
  'sessions.this_device': 'Thiết bị này',
  'sessions.device.desktop': 'Máy tính',
  'sessions.device.mobile': 'Điện thoại',
  'sessions.device.tablet': 'Máy tính bảng',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Ứng dụng tự động',
  'sessions.device.unknown': 'Thiết bị không xác định',
  'sessions.browser_on_os': '{browser} trên {os}',
  'sessions.unknown_browser': 'Trình duyệt không xác định',
  'sessions.device': 'Thiết bị',
  'sessions.address': 'Địa chỉ IP',
  'sessions.signed_in_from': 'Đăng nhập từ',
  'sessions.signed_in': 'Đăng nhập lúc',
  'sessions.last_seen': 'Hoạt động gần nhất',
  'sessions.member': 'Thành viên',
  'sessions.end': 'Kết thúc phiên',
  'sessions.sign_out_here': 'Đăng xuất thiết bị này',
  'sessions.ended': 'Phiên đã kết thúc: trình duyệt đó đã bị đăng xuất.',
  'sessions.end_others': 'Đăng xuất khỏi mọi nơi khác',
  'sessions.ended_others': 'Mọi trình duyệt khác đã bị đăng xuất.',
  'sessions.no_others': 'Không có trình duyệt nào khác đang đăng nhập.',
  'sessions.staff_title': 'Phiên của các thành viên',
  'sessions.staff_intro':
    'Mọi trình duyệt đang đăng nhập vào tài khoản của một thành viên. Kết thúc một phiên sẽ đăng xuất trình duyệt đó ngay.',
  'sessions.all_members': 'Tất cả thành viên',
};
