import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Счета',
  'invoices.new': 'Новый счёт',
  'invoices.noun': 'счета',
  'invoices.empty': 'Счетов пока нет.',
  'invoices.table': 'Счета',
  'invoices.column.number': 'Номер',
  'invoices.column.date': 'Дата',
  'invoices.column.product': 'Услуга',
  'invoices.column.customer': 'Клиент',
  'invoices.column.amount': 'Сумма',
  'invoices.column.tracking_code': 'Трек-номер',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' счёта {number}',
  'invoices.create.title': 'Создание счёта',
  'invoices.create.all': 'Все счета',
  'invoices.field.product': 'Услуга',
  'invoices.field.product_help':
    'За что выставлен счёт, например: экспресс-доставка из Лиссабона в Порту, 2 коробки.',
  'invoices.create.optional': 'Дополнительные сведения',
  'invoices.create.optional_help':
    'Печатаются в счёте, если указаны. Трек-номер связывает счёт с посылкой: тогда в счёте будет QR-код её страницы отслеживания. Валюта — трёхбуквенный код, например EUR.',
  'invoices.field.tracking_code': 'Трек-номер',
  'invoices.field.amount': 'Сумма',
  'invoices.field.currency': 'Валюта',
  'invoices.field.customer_name': 'Имя клиента',
  'invoices.field.customer_email': 'E-mail клиента',
  'invoices.create.submit': 'Создать счёт',
  'invoices.cancel': 'Отмена',
  'invoices.created.title': 'Счёт {number}',
  'invoices.created.parcel': 'посылка {code}',
  'invoices.created.open_pdf': 'Открыть PDF',
  'invoices.created.list': 'Список счетов',
  'invoices.create.done': 'Счёт создан',
};
