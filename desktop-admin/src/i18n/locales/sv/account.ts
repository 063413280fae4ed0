import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Konto',
  'account.signed_in_as': 'Inloggad som {email}',
  'account.change_password': 'Byt lösenord',
  'account.current_password': 'Nuvarande lösenord',
  'account.new_password': 'Nytt lösenord',
  'account.confirm_new_password': 'Bekräfta nytt lösenord',
  'account.password_changed': 'Ditt lösenord har ändrats.',
  'account.back': 'Tillbaka till kontot',
};
