import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sessions',
  'sessions.title': 'Sessions',
  'sessions.intro':
    'Chaque navigateur connecté à votre compte. Mettez fin à une session que vous ne reconnaissez pas : ce navigateur est déconnecté aussitôt.',
  'sessions.list': 'Vos sessions',
  'sessions.empty': 'Aucun navigateur n’est connecté.',
  'sessions.this_device': 'Cet appareil',
  'sessions.device.desktop': 'Ordinateur',
  'sessions.device.mobile': 'Téléphone',
  'sessions.device.tablet': 'Tablette',
  'sessions.device.tv': 'Téléviseur',
  'sessions.device.bot': 'Client automatisé',
  'sessions.device.unknown': 'Appareil inconnu',
  'sessions.browser_on_os': '{browser} sous {os}',
  'sessions.unknown_browser': 'Navigateur inconnu',
  'sessions.device': 'Appareil',
  'sessions.address': 'Adresse IP',
  'sessions.signed_in_from': 'Connecté depuis',
  'sessions.signed_in': 'Connexion',
  'sessions.last_seen': 'Dernière activité',
  'sessions.member': 'Membre',
  'sessions.end': 'Mettre fin à la session',
  'sessions.sign_out_here': 'Déconnecter cet appareil',
  'sessions.ended': 'La session est terminée : ce navigateur est déconnecté.',
  'sessions.end_others': 'Se déconnecter partout ailleurs',
  'sessions.ended_others': 'Tous les autres navigateurs sont déconnectés.',
  'sessions.no_others': 'Aucun autre navigateur n’est connecté.',
  'sessions.staff_title': 'Sessions des membres',
  'sessions.staff_intro':
    'Chaque navigateur connecté au compte d’un membre. Mettre fin à une session le déconnecte aussitôt.',
  'sessions.all_members': 'Tous les membres',
};
