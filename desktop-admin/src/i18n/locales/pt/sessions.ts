import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sessões',
  'sessions.title': 'Sessões',
  'sessions.intro':
    'Todos os navegadores com sessão iniciada na sua conta. Termine uma sessão que não reconheça: esse navegador fica desconectado de imediato.',
  'sessions.list': 'As suas sessões',
  'sessions.empty': 'Nenhum navegador tem sessão iniciada.',
  'sessions.this_device': 'Este dispositivo',
  'sessions.device.desktop': 'Computador',
  'sessions.device.mobile': 'Telemóvel',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Cliente automático',
  'sessions.device.unknown': 'Dispositivo desconhecido',
  'sessions.browser_on_os': '{browser} em {os}',
  'sessions.unknown_browser': 'Navegador desconhecido',
  'sessions.device': 'Dispositivo',
  'sessions.address': 'Endereço IP',
  'sessions.signed_in_from': 'Sessão iniciada a partir de',
  'sessions.signed_in': 'Sessão iniciada',
  'sessions.last_seen': 'Visto pela última vez',
  'sessions.member': 'Membro',
  'sessions.end': 'Terminar sessão',
  'sessions.sign_out_here': 'Terminar sessão neste dispositivo',
  'sessions.ended': 'A sessão foi terminada: esse navegador está desconectado.',
  'sessions.end_others': 'Terminar sessão em todos os outros lugares',
  'sessions.ended_others': 'Todos os outros navegadores foram desconectados.',
  'sessions.no_others': 'Nenhum outro navegador tem sessão iniciada.',
  'sessions.staff_title': 'Sessões dos membros',
  'sessions.staff_intro':
    'Todos os navegadores com sessão iniciada na conta de um membro. Terminar uma desconecta-o de imediato.',
  'sessions.all_members': 'Todos os membros',
};
