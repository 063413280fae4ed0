import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sessies',
  'sessions.title': 'Sessies',
  'sessions.intro':
    'Elke browser die op uw account is aangemeld. Beëindig een sessie die u niet herkent: die browser wordt meteen afgemeld.',
  'sessions.list': 'Uw sessies',
  'sessions.empty': 'Er is geen browser aangemeld.',
  'sessions.this_device': 'Dit apparaat',
  'sessions.device.desktop': 'Computer',
  'sessions.device.mobile': 'Telefoon',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'Tv',
  'sessions.device.bot': 'Geautomatiseerde client',
  'sessions.device.unknown': 'Onbekend apparaat',
  'sessions.browser_on_os': '{browser} op {os}',
  'sessions.unknown_browser': 'Onbekende browser',
  'sessions.device': 'Apparaat',
  'sessions.address': 'IP-adres',
  'sessions.signed_in_from': 'Aangemeld vanaf',
  'sessions.signed_in': 'Aangemeld',
  'sessions.last_seen': 'Laatst gezien',
  'sessions.member': 'Medewerker',
  'sessions.end': 'Sessie beëindigen',
  'sessions.sign_out_here': 'Dit apparaat afmelden',
  'sessions.ended': 'De sessie is beëindigd: die browser is afgemeld.',
  'sessions.end_others': 'Overal elders afmelden',
  'sessions.ended_others': 'Alle andere browsers zijn afgemeld.',
  'sessions.no_others': 'Er is geen andere browser aangemeld.',
  'sessions.staff_title': 'Sessies van medewerkers',
  'sessions.staff_intro':
    'Elke browser die op het account van een medewerker is aangemeld. Een sessie beëindigen meldt die browser meteen af.',
  'sessions.all_members': 'Alle medewerkers',
};
