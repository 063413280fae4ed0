import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sitzungen',
  'sessions.title': 'Sitzungen',
  'sessions.intro':
    'Jeder Browser, der bei Ihrem Konto angemeldet ist. Beenden Sie eine Sitzung, die Sie nicht kennen: Dieser Browser wird sofort abgemeldet.',
  'sessions.list': 'Ihre Sitzungen',
  'sessions.empty': 'Kein Browser ist angemeldet.',
  'sessions.this_device': 'Dieses Gerät',
  'sessions.device.desktop': 'Computer',
  'sessions.device.mobile': 'Telefon',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'Fernseher',
  'sessions.device.bot': 'Automatisierter Client',
  'sessions.device.unknown': 'Unbekanntes Gerät',
  'sessions.browser_on_os': '{browser} unter {os}',
  'sessions.unknown_browser': 'Unbekannter Browser',
  'sessions.device': 'Gerät',
  'sessions.address': 'IP-Adresse',
  'sessions.signed_in_from': 'Angemeldet von',
  'sessions.signed_in': 'Angemeldet',
  'sessions.last_seen': 'Zuletzt gesehen',
  'sessions.member': 'Mitglied',
  'sessions.end': 'Sitzung beenden',
  'sessions.sign_out_here': 'Dieses Gerät abmelden',
  'sessions.ended': 'Die Sitzung wurde beendet: Dieser Browser ist abgemeldet.',
  'sessions.end_others': 'Überall sonst abmelden',
  'sessions.ended_others': 'Alle anderen Browser sind abgemeldet.',
  'sessions.no_others': 'Kein anderer Browser ist angemeldet.',
  'sessions.staff_title': 'Sitzungen der Mitglieder',
  'sessions.staff_intro':
    'Jeder Browser, der beim Konto eines Mitglieds angemeldet ist. Eine beendete Sitzung ist sofort abgemeldet.',
  'sessions.all_members': 'Alle Mitglieder',
};
