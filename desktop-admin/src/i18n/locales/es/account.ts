import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Cuenta',
  'account.signed_in_as': 'Sesión iniciada como {email}',
  'account.change_password': 'Cambiar la contraseña',
  'account.current_password': 'Contraseña actual',
  'account.new_password': 'Nueva contraseña',
  'account.confirm_new_password': 'Confirmar la nueva contraseña',
  'account.password_changed': 'Su contraseña se ha cambiado.',
  'account.back': 'Volver a la cuenta',
};
