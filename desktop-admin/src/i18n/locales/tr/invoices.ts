import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Faturalar',
  'invoices.new': 'Yeni fatura',
  'invoices.noun': 'fatura',
  'invoices.empty': 'Henüz fatura yok.',
  'invoices.table': 'Faturalar',
  'invoices.column.number': 'Numara',
  'invoices.column.date': 'Tarih',
  'invoices.column.product': 'Hizmet',
  'invoices.column.customer': 'Müşteri',
  'invoices.column.amount': 'Tutar',
  'invoices.column.tracking_code': 'Takip numarası',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' ({number})',
  'invoices.create.title': 'Fatura oluştur',
  'invoices.create.all': 'Tüm faturalar',
  'invoices.field.product': 'Hizmet',
  'invoices.field.product_help':
    'Faturanın konusu, ör. Lizbon’dan Porto’ya ekspres teslimat, 2 koli.',
  'invoices.create.optional': 'İsteğe bağlı bilgiler',
  'invoices.create.optional_help':
    'Girildiğinde faturaya basılır. Takip numarası bir kargoyu bağlar: fatura o zaman takip sayfasının QR kodunu taşır. Para birimi EUR gibi 3 harfli bir koddur.',
  'invoices.field.tracking_code': 'Takip numarası',
  'invoices.field.amount': 'Tutar',
  'invoices.field.currency': 'Para birimi',
  'invoices.field.customer_name': 'Müşteri adı',
  'invoices.field.customer_email': 'Müşteri e-postası',
  'invoices.create.submit': 'Fatura oluştur',
  'invoices.cancel': 'İptal',
  'invoices.created.title': 'Fatura {number}',
  'invoices.created.parcel': 'kargo {code}',
  'invoices.created.open_pdf': 'PDF’yi aç',
  'invoices.created.list': 'Fatura listesi',
  'invoices.create.done': 'Fatura oluşturuldu',
};
