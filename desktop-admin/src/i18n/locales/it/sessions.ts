import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sessioni',
  'sessions.title': 'Sessioni',
  'sessions.intro':
    'Ogni browser collegato al tuo account. Termina una sessione che non riconosci: quel browser viene disconnesso subito.',
  'sessions.list': 'Le tue sessioni',
  'sessions.empty': 'Nessun browser è collegato.',
  'sessions.this_device': 'Questo dispositivo',
  'sessions.device.desktop': 'Computer',
  'sessions.device.mobile': 'Telefono',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Client automatico',
  'sessions.device.unknown': 'Dispositivo sconosciuto',
  'sessions.browser_on_os': '{browser} su {os}',
  'sessions.unknown_browser': 'Browser sconosciuto',
  'sessions.device': 'Dispositivo',
  'sessions.address': 'Indirizzo IP',
  'sessions.signed_in_from': 'Accesso da',
  'sessions.signed_in': 'Accesso',
  'sessions.last_seen': 'Ultima attività',
  'sessions.member': 'Membro',
  'sessions.end': 'Termina sessione',
  'sessions.sign_out_here': 'Esci da questo dispositivo',
  'sessions.ended': 'La sessione è terminata: quel browser è disconnesso.',
  'sessions.end_others': 'Esci da tutti gli altri dispositivi',
  'sessions.ended_others': 'Tutti gli altri browser sono disconnessi.',
  'sessions.no_others': 'Nessun altro browser è collegato.',
  'sessions.staff_title': 'Sessioni dei membri',
  'sessions.staff_intro':
    'Ogni browser collegato all’account di un membro. Terminare una sessione lo disconnette subito.',
  'sessions.all_members': 'Tutti i membri',
};
