import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Учётная запись',
  'account.signed_in_as': 'Вы вошли как {email}',
  'account.change_password': 'Сменить пароль',
  'account.current_password': 'Текущий пароль',
  'account.new_password': 'Новый пароль',
  'account.confirm_new_password': 'Подтверждение нового пароля',
  'account.password_changed': 'Ваш пароль изменён.',
  'account.back': 'Назад к учётной записи',
};
