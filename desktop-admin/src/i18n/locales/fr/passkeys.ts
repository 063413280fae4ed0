import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Clés d’accès',
  'passkeys.intro':
    'Une clé d’accès vous connecte avec le verrouillage d’écran de cet appareil ou une clé de sécurité. Elle sert de deuxième étape après votre mot de passe, ou seule à la place du mot de passe.',
  'passkeys.none': 'Aucune clé d’accès pour l’instant.',
  'passkeys.table': 'Vos clés d’accès',
  'passkeys.name': 'Nom',
  'passkeys.added': 'Ajoutée',
  'passkeys.last_used': 'Dernière utilisation',
  'passkeys.actions': 'Actions',
  'passkeys.never': 'Jamais',
  'passkeys.rename': 'Renommer',
  'passkeys.rename_named': 'Renommer {name}',
  'passkeys.remove': 'Supprimer',
  'passkeys.remove_named': 'Supprimer {name}',
  'passkeys.add': 'Ajouter une clé d’accès',
  'passkeys.added_message': 'Clé d’accès ajoutée.',
  'passkeys.new_name': 'Nom de la clé d’accès',
  'passkeys.password': 'Votre mot de passe',
  'passkeys.name_hint':
    'Pour la reconnaître, par ex. « Portable du bureau » ou « Clé de sécurité bleue ».',
  'passkeys.rename_title': 'Renommer « {name} »',
  'passkeys.save': 'Enregistrer',
  'passkeys.cancel': 'Annuler',
  'passkeys.remove_title': 'Supprimer « {name} »',
  'passkeys.remove_text': 'Elle ne vous connectera plus.',
  'passkeys.unavailable':
    'Les clés d’accès ne sont pas utilisables ici (un navigateur sans clés d’accès). Ouvrez le panneau de contrôle dans un navigateur web pour en ajouter une ; ici, utilisez un code d’une application d’authentification.',
  'passkeys.step_text':
    'Utilisez l’une de vos clés d’accès : votre appareil demandera son verrouillage d’écran.',
  'passkeys.step_unavailable':
    'Ce compte se connecte avec une clé d’accès, inutilisable ici. Connectez-vous depuis un navigateur web.',
  'passkeys.use': 'Utiliser une clé d’accès',
  'passkeys.or_code': 'Ou saisissez un code de votre application d’authentification.',
  'passkeys.or': 'ou',
  'passkeys.sign_in': 'Se connecter avec une clé d’accès',
};
