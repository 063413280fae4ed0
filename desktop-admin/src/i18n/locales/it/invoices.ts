import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Fatture',
  'invoices.new': 'Nuova fattura',
  'invoices.noun': 'fatture',
  'invoices.empty': 'Ancora nessuna fattura.',
  'invoices.table': 'Fatture',
  'invoices.column.number': 'Numero',
  'invoices.column.date': 'Data',
  'invoices.column.product': 'Prodotto',
  'invoices.column.customer': 'Cliente',
  'invoices.column.amount': 'Importo',
  'invoices.column.tracking_code': 'Codice di tracciamento',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' di {number}',
  'invoices.create.title': 'Crea fattura',
  'invoices.create.all': 'Tutte le fatture',
  'invoices.field.product': 'Prodotto',
  'invoices.field.product_help':
    'A cosa si riferisce la fattura, ad es. Consegna espressa da Lisbona a Porto, 2 colli.',
  'invoices.create.optional': 'Dati facoltativi',
  'invoices.create.optional_help':
    'Stampati sulla fattura se indicati. Un codice di tracciamento collega una spedizione: la fattura riporta allora un codice QR della sua pagina di tracciamento. La valuta è un codice di 3 lettere, come EUR.',
  'invoices.field.tracking_code': 'Codice di tracciamento',
  'invoices.field.amount': 'Importo',
  'invoices.field.currency': 'Valuta',
  'invoices.field.customer_name': 'Nome del cliente',
  'invoices.field.customer_email': 'E-mail del cliente',
  'invoices.create.submit': 'Crea fattura',
  'invoices.cancel': 'Annulla',
  'invoices.created.title': 'Fattura {number}',
  'invoices.created.parcel': 'spedizione {code}',
  'invoices.created.open_pdf': 'Apri PDF',
  'invoices.created.list': 'Elenco fatture',
  'invoices.create.done': 'Fattura creata',
};
