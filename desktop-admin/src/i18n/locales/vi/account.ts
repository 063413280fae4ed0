import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Tài khoản',
  'account.signed_in_as': 'Đã đăng nhập với {email}',
  'account.change_password': 'Đổi mật khẩu',
  'account.current_password': 'Mật khẩu hiện tại',
  'account.new_password': 'Mật khẩu mới',
  'account.confirm_new_password': 'Xác nhận mật khẩu mới',
  'account.password_changed': 'Mật khẩu của bạn đã được thay đổi.',
  'account.back': 'Quay lại tài khoản',
};
