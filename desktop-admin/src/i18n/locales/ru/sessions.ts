import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Сеансы',
  'sessions.title': 'Сеансы',
  'sessions.intro':
    'Все браузеры, в которых выполнен вход в вашу учётную запись. Завершите сеанс, который вы не узнаёте: из этого браузера сразу будет выполнен выход.',
  'sessions.list': 'Ваши сеансы',
  'sessions.empty': 'Ни в одном браузере не выполнен вход.',
  'sessions.this_device': 'Это устройство',
  'sessions.device.desktop': 'Компьютер',
  'sessions.device.mobile': 'Телефон',
  'sessions.device.tablet': 'Планшет',
  'sessions.device.tv': 'Телевизор',
  'sessions.device.bot': 'Автоматический клиент',
  'sessions.device.unknown': 'Неизвестное устройство',
  'sessions.browser_on_os': '{browser} на {os}',
  'sessions.unknown_browser': 'Неизвестный браузер',
  'sessions.device': 'Устройство',
  'sessions.address': 'IP-адрес',
  'sessions.signed_in_from': 'Вход выполнен с',
  'sessions.signed_in': 'Вход',
  'sessions.last_seen': 'Последняя активность',
  'sessions.member': 'Сотрудник',
  'sessions.end': 'Завершить сеанс',
  'sessions.sign_out_here': 'Выйти на этом устройстве',
  'sessions.ended': 'Сеанс завершён: из этого браузера выполнен выход.',
  'sessions.end_others': 'Выйти на всех других устройствах',
  'sessions.ended_others': 'Из всех других браузеров выполнен выход.',
  'sessions.no_others': 'Ни в одном другом браузере не выполнен вход.',
  'sessions.staff_title': 'Сеансы сотрудников',
  'sessions.staff_intro':
    'Все браузеры, в которых выполнен вход в учётную запись сотрудника. Завершённый сеанс сразу теряет доступ.',
  'sessions.all_members': 'Все сотрудники',
};
