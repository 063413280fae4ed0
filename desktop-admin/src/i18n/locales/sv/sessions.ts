import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sessioner',
  'sessions.title': 'Sessioner',
  'sessions.intro':
    'Varje webbläsare som är inloggad på ditt konto. Avsluta en session du inte känner igen: den webbläsaren loggas ut direkt.',
  'sessions.list': 'Dina sessioner',
  'sessions.empty': 'Ingen webbläsare är inloggad.',
  'sessions.this_device': 'Den här enheten',
  'sessions.device.desktop': 'Dator',
  'sessions.device.mobile': 'Telefon',
  'sessions.device.tablet': 'Surfplatta',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Automatiserad klient',
  'sessions.device.unknown': 'Okänd enhet',
  'sessions.browser_on_os': '{browser} på {os}',
  'sessions.unknown_browser': 'Okänd webbläsare',
  'sessions.device': 'Enhet',
  'sessions.address': 'IP-adress',
  'sessions.signed_in_from': 'Inloggad från',
  'sessions.signed_in': 'Inloggad',
  'sessions.last_seen': 'Senast sedd',
  'sessions.member': 'Medlem',
  'sessions.end': 'Avsluta session',
  'sessions.sign_out_here': 'Logga ut den här enheten',
  'sessions.ended': 'Sessionen avslutades: den webbläsaren är utloggad.',
  'sessions.end_others': 'Logga ut överallt annars',
  'sessions.ended_others': 'Alla andra webbläsare är utloggade.',
  'sessions.no_others': 'Ingen annan webbläsare är inloggad.',
  'sessions.staff_title': 'Medlemmarnas sessioner',
  'sessions.staff_intro':
    'Varje webbläsare som är inloggad på en medlems konto. En avslutad session loggas ut direkt.',
  'sessions.all_members': 'Alla medlemmar',
};
