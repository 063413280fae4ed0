import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sesiones',
  'sessions.title': 'Sesiones',
  'sessions.intro':
    'Cada navegador con la sesión iniciada en su cuenta. Cierre una sesión que no reconozca: ese navegador queda desconectado al instante.',
  'sessions.list': 'Sus sesiones',
  'sessions.empty': 'Ningún navegador tiene la sesión iniciada.',
  'sessions.this_device': 'Este dispositivo',
  'sessions.device.desktop': 'Ordenador',
  'sessions.device.mobile': 'Teléfono',
  'sessions.device.tablet': 'Tableta',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Cliente automatizado',
  'sessions.device.unknown': 'Dispositivo desconocido',
  'sessions.browser_on_os': '{browser} en {os}',
  'sessions.unknown_browser': 'Navegador desconocido',
  'sessions.device': 'Dispositivo',
  'sessions.address': 'Dirección IP',
  'sessions.signed_in_from': 'Sesión iniciada desde',
  'sessions.signed_in': 'Sesión iniciada',
  'sessions.last_seen': 'Última actividad',
  'sessions.member': 'Miembro',
  'sessions.end': 'Cerrar sesión',
  'sessions.sign_out_here': 'Cerrar sesión en este dispositivo',
  'sessions.ended': 'La sesión se cerró: ese navegador está desconectado.',
  'sessions.end_others': 'Cerrar sesión en todos los demás',
  'sessions.ended_others': 'Se cerró la sesión en todos los demás navegadores.',
  'sessions.no_others': 'Ningún otro navegador tiene la sesión iniciada.',
  'sessions.staff_title': 'Sesiones de los miembros',
  'sessions.staff_intro':
    'Cada navegador con la sesión iniciada en la cuenta de un miembro. Cerrar una lo desconecta al instante.',
  'sessions.all_members': 'Todos los miembros',
};
