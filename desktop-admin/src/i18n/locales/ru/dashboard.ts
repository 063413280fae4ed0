import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Главная',
  'dashboard.tiles': 'Панель управления',
  'dashboard.tile.parcels': 'Посылки',
  'dashboard.tile.reviews': 'Отзывы',
  'dashboard.tile.pages': 'Страницы',
  'dashboard.tile.send_email': 'Отправить письмо',
  'dashboard.tile.settings': 'Настройки',
  'dashboard.tile.password': 'Пароль',
  'dashboard.tile.outbox': 'Исходящие',
  'dashboard.tile.invoices': 'Счета',
  'dashboard.find.label': 'Открыть посылку по трек-номеру',
  'dashboard.find.placeholder': 'Введите или отсканируйте трек-номер',
  'dashboard.find.open': 'Открыть',
  'dashboard.find.not_found': 'Посылки с трек-номером «{code}» нет.',
  'dashboard.today.title': 'Сегодня',
  'dashboard.today.loading': 'Загрузка показателей',
  'dashboard.today.date': 'Показатели на {date}',
  'dashboard.figure.parcels': 'Все посылки',
  'dashboard.figure.late': 'Просроченные посылки',
  'dashboard.figure.late_hint': 'Срок доставки до сегодняшнего дня, не доставлены',
  'dashboard.figure.created_today': 'Созданы сегодня',
  'dashboard.figure.mail_failed': 'Письма с ошибкой',
  'dashboard.figure.mail_queued': 'Письма в очереди',
  'dashboard.statuses.title': 'Посылки по статусам',
  'dashboard.statuses.none': 'Без статуса',
  'dashboard.statuses.other': 'Другие статусы',
  'dashboard.statuses.empty': 'Посылок пока нет.',
  'dashboard.terms.title': 'Условия использования',
  'dashboard.terms.warranty':
    'Это программное обеспечение предоставляется «как есть», без каких-либо явных или подразумеваемых гарантий, включая пригодность для определённой цели. Разработчики не несут ответственности за любые претензии, ущерб или убытки, возникшие в результате его использования.',
  'dashboard.terms.responsibility':
    'Сотрудники, работающие с этой панелью управления, отвечают за публикуемые ими материалы (страницы, отзывы, данные посылок, историю отслеживания, изображения и письма) и за вносимые ими персональные данные отправителей и получателей. Публикуйте только достоверные сведения, ограничивайте персональные данные тем, что нужно для доставки, и соблюдайте законы, действующие для вашей компании.',
  'dashboard.terms.password': 'Храните пароль в тайне и выходите из системы на общих компьютерах.',
};
