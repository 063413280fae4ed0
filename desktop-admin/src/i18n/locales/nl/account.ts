import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Account',
  'account.signed_in_as': 'Ingelogd als {email}',
  'account.change_password': 'Wachtwoord wijzigen',
  'account.current_password': 'Huidig wachtwoord',
  'account.new_password': 'Nieuw wachtwoord',
  'account.confirm_new_password': 'Nieuw wachtwoord bevestigen',
  'account.password_changed': 'Uw wachtwoord is gewijzigd.',
  'account.back': 'Terug naar account',
};
