import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Conta',
  'account.signed_in_as': 'Sessão iniciada como {email}',
  'account.change_password': 'Alterar a palavra-passe',
  'account.current_password': 'Palavra-passe atual',
  'account.new_password': 'Nova palavra-passe',
  'account.confirm_new_password': 'Confirmar nova palavra-passe',
  'account.password_changed': 'A sua palavra-passe foi alterada.',
  'account.back': 'Voltar à conta',
};
