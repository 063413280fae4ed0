import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Faturas',
  'invoices.new': 'Nova fatura',
  'invoices.noun': 'faturas',
  'invoices.empty': 'Ainda não há faturas.',
  'invoices.table': 'Faturas',
  'invoices.column.number': 'Número',
  'invoices.column.date': 'Data',
  'invoices.column.product': 'Produto',
  'invoices.column.customer': 'Cliente',
  'invoices.column.amount': 'Montante',
  'invoices.column.tracking_code': 'Número de rastreio',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' de {number}',
  'invoices.create.title': 'Criar fatura',
  'invoices.create.all': 'Todas as faturas',
  'invoices.field.product': 'Produto',
  'invoices.field.product_help':
    'A que se refere a fatura, p. ex. Entrega expresso de Lisboa para o Porto, 2 caixas.',
  'invoices.create.optional': 'Dados opcionais',
  'invoices.create.optional_help':
    'Impressos na fatura quando indicados. Um número de rastreio liga uma encomenda: a fatura passa a ter um código QR da sua página de rastreio. A moeda é um código de 3 letras, como EUR.',
  'invoices.field.tracking_code': 'Número de rastreio',
  'invoices.field.amount': 'Montante',
  'invoices.field.currency': 'Moeda',
  'invoices.field.customer_name': 'Nome do cliente',
  'invoices.field.customer_email': 'E-mail do cliente',
  'invoices.create.submit': 'Criar fatura',
  'invoices.cancel': 'Cancelar',
  'invoices.created.title': 'Fatura {number}',
  'invoices.created.parcel': 'encomenda {code}',
  'invoices.created.open_pdf': 'Abrir PDF',
  'invoices.created.list': 'Lista de faturas',
  'invoices.create.done': 'Fatura criada',
};
