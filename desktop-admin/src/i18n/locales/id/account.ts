import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Akun',
  'account.signed_in_as': 'Masuk sebagai {email}',
  'account.change_password': 'Ubah kata sandi',
  'account.current_password': 'Kata sandi saat ini',
  'account.new_password': 'Kata sandi baru',
  'account.confirm_new_password': 'Konfirmasi kata sandi baru',
  'account.password_changed': 'Kata sandi Anda telah diubah.',
  'account.back': 'Kembali ke akun',
};
