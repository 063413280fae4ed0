import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Account',
  'account.signed_in_as': 'Accesso effettuato come {email}',
  'account.change_password': 'Cambia password',
  'account.current_password': 'Password attuale',
  'account.new_password': 'Nuova password',
  'account.confirm_new_password': 'Conferma nuova password',
  'account.password_changed': 'La password è stata cambiata.',
  'account.back': "Torna all'account",
};
