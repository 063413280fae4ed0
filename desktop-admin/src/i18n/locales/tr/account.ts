import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Hesap',
  'account.signed_in_as': '{email} olarak oturum açıldı',
  'account.change_password': 'Parolayı değiştir',
  'account.current_password': 'Mevcut parola',
  'account.new_password': 'Yeni parola',
  'account.confirm_new_password': 'Yeni parolayı onaylayın',
  'account.password_changed': 'Parolanız değiştirildi.',
  'account.back': 'Hesaba dön',
};
