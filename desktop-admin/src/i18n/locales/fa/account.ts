import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'حساب کاربری',
  'account.signed_in_as': 'واردشده با {email}',
  'account.change_password': 'تغییر رمز عبور',
  'account.current_password': 'رمز عبور فعلی',
  'account.new_password': 'رمز عبور جدید',
  'account.confirm_new_password': 'تکرار رمز عبور جدید',
  'account.password_changed': 'رمز عبور شما تغییر کرد.',
  'account.back': 'بازگشت به حساب کاربری',
};
