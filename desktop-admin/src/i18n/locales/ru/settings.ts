import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Настройки',
  'settings.contact': 'Контакты',
  'settings.contactDescription': 'E-mail, телефоны, адрес и ссылки на соцсети в подвале сайта.',
  'settings.mail': 'Настройки почты',
  'settings.mailDescription': 'Как письма уходят с сервера и какой шаблон используют.',
  'settings.html': 'Настройки HTML',
  'settings.htmlDescription': 'Метаописание для поисковых систем и виджет чата на каждой странице.',
  'settings.what': 'Настройки',
  'settings.save': 'Сохранить',
  'settings.companyName': 'Название компании',
  'settings.companyNameHelp':
    'Подпись в письмах, счетах и транспортных этикетках; если пусто, там будет Waybill.',
  'settings.contactEmail': 'Контактный e-mail',
  'settings.contactEmailHelp':
    'Сюда приходят сообщения посетителей со страницы контактов; он показан в подвале сайта.',
  'settings.contactPhone': 'Контактный телефон',
  'settings.alternatePhone': 'Дополнительный телефон',
  'settings.address': 'Адрес',
  'settings.addressHelp': 'Адрес офиса в подвале сайта.',
  'settings.socialLinks': 'Соцсети',
  'settings.socialHelp':
    'Имя пользователя (например, @waybill) или полный адрес https://; пустое поле не показывается.',
  'settings.metaDescription': 'Метаописание',
  'settings.metaDescriptionHelp':
    'Краткое описание, которое поисковики показывают под названием сайта.',
  'settings.chatCode': 'Код чата',
  'settings.chatCodeHelp':
    'Фрагмент кода виджета чата от его поставщика (Tawk.to, Crisp, Tidio…), вставленный как есть. Он работает в изолированной рамке в правом нижнем углу каждой публичной страницы: может показывать свой чат, но не может читать или изменять сайт, эту панель управления и ваши данные. Оставьте пустым, если чат не нужен.',
  'settings.mailDriver': 'Способ отправки',
  'settings.driverOutbox': 'outbox: доставляет сервер',
  'settings.driverSmtp': 'smtp: сотрудники отправляют со своей почты',
  'settings.driverOutboxHelp':
    'каждое письмо ставится в очередь исходящих и доставляется через MAIL_URL сервера с повторными попытками; пока почтовый сервер недоступен, ничего не теряется.',
  'settings.driverSmtpHelp':
    'сотрудники отправляют письма со своей почты, вводя пароль при каждой отправке.',
  'settings.mailTemplate': 'Шаблон писем',
  'settings.mailTemplateHelp':
    'Оформление каждого письма компании: обычный текст или один из четырёх HTML-дизайнов.',
  'settings.notifyRecipients': 'Сообщать получателям о движении посылки',
  'settings.notifyRecipientsHelp':
    'Когда сотрудники добавляют запись в историю посылки, на e-mail получателя приходит новая запись и ссылка для отслеживания (любую запись можно не отправлять; получатели могут отписаться).',
  'settings.saved': 'Настройки сохранены',
  'settings.tracking': 'Конфиденциальность отслеживания',
  'settings.trackingDescription': 'Что посетитель видит по одному коду отслеживания.',
  'settings.trackingLead':
    'Всё выключенное видит только посетитель, который также укажет e-mail получателя или последние 4 цифры его телефона. Статус, ход доставки, история, срок доставки и названия мест всегда видны по коду.',
  'settings.trackingShowsNames': 'Показывать имена по одному коду',
  'settings.trackingShowsNamesHelp': 'Имена получателя и отправителя.',
  'settings.trackingShowsPhoto': 'Показывать фото посылки по одному коду',
  'settings.trackingShowsPhotoHelp': 'Изображение, прикреплённое к посылке.',
  'settings.trackingShowsExactMap': 'Показывать точную карту по одному коду',
  'settings.trackingShowsExactMapHelp':
    'Выключено: карта ставит метки с точностью около 10 км — видно маршрут, но не улицу.',
};
