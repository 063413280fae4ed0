import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'الحساب',
  'account.signed_in_as': 'تم تسجيل الدخول باسم {email}',
  'account.change_password': 'تغيير كلمة المرور',
  'account.current_password': 'كلمة المرور الحالية',
  'account.new_password': 'كلمة المرور الجديدة',
  'account.confirm_new_password': 'تأكيد كلمة المرور الجديدة',
  'account.password_changed': 'تم تغيير كلمة المرور.',
  'account.back': 'العودة إلى الحساب',
};
