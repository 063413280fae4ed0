import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Konto',
  'account.signed_in_as': 'Angemeldet als {email}',
  'account.change_password': 'Passwort ändern',
  'account.current_password': 'Aktuelles Passwort',
  'account.new_password': 'Neues Passwort',
  'account.confirm_new_password': 'Neues Passwort bestätigen',
  'account.password_changed': 'Ihr Passwort wurde geändert.',
  'account.back': 'Zurück zum Konto',
};
