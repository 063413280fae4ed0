import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Connexion à deux facteurs',
  'twoFactor.intro':
    'Après votre mot de passe, la connexion demande un code à 6 chiffres d’une application d’authentification sur votre téléphone.',
  'twoFactor.status_on': 'La connexion à deux facteurs est activée.',
  'twoFactor.status_off': 'La connexion à deux facteurs est désactivée.',
  'twoFactor.codes_left': 'Codes de récupération restants : {count}',
  'twoFactor.set_up': 'Configurer la connexion à deux facteurs',
  'twoFactor.scan':
    'Scannez ce QR code avec votre application d’authentification, ou saisissez la clé ci-dessous.',
  'twoFactor.qr_alt': 'QR code pour ajouter ce compte à une application d’authentification',
  'twoFactor.secret': 'Clé à saisir',
  'twoFactor.code': 'Code de l’application',
  'twoFactor.confirm': 'Activer',
  'twoFactor.recovery_title': 'Vos codes de récupération',
  'twoFactor.recovery_text':
    'Chaque code vous connecte une fois si vous perdez votre téléphone. Gardez-les en lieu sûr : ils ne sont affichés que maintenant.',
  'twoFactor.copy': 'Copier',
  'twoFactor.copied': 'Copié',
  'twoFactor.download': 'Télécharger',
  'twoFactor.download_name': 'waybill-codes-de-recuperation.txt',
  'twoFactor.saved_codes': 'J’ai enregistré les codes',
  'twoFactor.proof_password': 'Mot de passe actuel',
  'twoFactor.regenerate': 'Nouveaux codes de récupération',
  'twoFactor.regenerate_text': 'Les anciens codes ne fonctionneront plus.',
  'twoFactor.disable': 'Désactiver',
  'twoFactor.required_note': 'La connexion à deux facteurs est obligatoire pour tous les comptes.',
  'twoFactor.require_all': 'Exiger la connexion à deux facteurs pour tous les comptes',
  'twoFactor.require_all_text':
    'Les membres qui ne l’ont pas seront invités à la configurer à leur prochaine connexion.',
  'twoFactor.require_on': 'L’exiger',
  'twoFactor.require_off': 'Ne plus l’exiger',
  'twoFactor.manage': 'Connexion à deux facteurs',
  'twoFactor.step_title': 'Saisissez votre code',
  'twoFactor.step_text':
    'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres de Waybill.',
  'twoFactor.verify': 'Vérifier',
  'twoFactor.use_recovery': 'Utiliser plutôt un code de récupération',
  'twoFactor.use_code': 'Utiliser plutôt un code de l’application',
  'twoFactor.recovery_code': 'Code de récupération',
  'twoFactor.recovery_step_text':
    'Saisissez l’un de vos codes de récupération. Chacun ne fonctionne qu’une fois.',
  'twoFactor.setup_required_title': 'Configurer la connexion à deux facteurs',
  'twoFactor.setup_required_text':
    'Votre entreprise exige la connexion à deux facteurs. Configurez-la maintenant pour continuer.',
  'twoFactor.start_over': 'Recommencer',
};
