import type { AreaTexts } from '../../en';
import type { accountTexts as english } from '../../en/account';

export const accountTexts: AreaTexts<typeof english> = {
  'account.title': 'Compte',
  'account.signed_in_as': 'Connecté en tant que {email}',
  'account.change_password': 'Changer le mot de passe',
  'account.current_password': 'Mot de passe actuel',
  'account.new_password': 'Nouveau mot de passe',
  'account.confirm_new_password': 'Confirmer le nouveau mot de passe',
  'account.password_changed': 'Votre mot de passe a été modifié.',
  'account.back': 'Retour au compte',
};
