import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Fakturor',
  'invoices.new': 'Ny faktura',
  'invoices.noun': 'fakturor',
  'invoices.empty': 'Inga fakturor ännu.',
  'invoices.table': 'Fakturor',
  'invoices.column.number': 'Nummer',
  'invoices.column.date': 'Datum',
  'invoices.column.product': 'Produkt',
  'invoices.column.customer': 'Kund',
  'invoices.column.amount': 'Belopp',
  'invoices.column.tracking_code': 'Spårningsnummer',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' för {number}',
  'invoices.create.title': 'Skapa faktura',
  'invoices.create.all': 'Alla fakturor',
  'invoices.field.product': 'Produkt',
  'invoices.field.product_help':
    'Vad fakturan gäller, t.ex. Expressleverans Lissabon till Porto, 2 kartonger.',
  'invoices.create.optional': 'Valfria uppgifter',
  'invoices.create.optional_help':
    'Skrivs ut på fakturan när de anges. Ett spårningsnummer kopplar ett paket: fakturan får då en QR-kod till dess spårningssida. Valutan är en kod med 3 bokstäver, till exempel EUR.',
  'invoices.field.tracking_code': 'Spårningsnummer',
  'invoices.field.amount': 'Belopp',
  'invoices.field.currency': 'Valuta',
  'invoices.field.customer_name': 'Kundens namn',
  'invoices.field.customer_email': 'Kundens e-post',
  'invoices.create.submit': 'Skapa faktura',
  'invoices.cancel': 'Avbryt',
  'invoices.created.title': 'Faktura {number}',
  'invoices.created.parcel': 'paket {code}',
  'invoices.created.open_pdf': 'Öppna PDF',
  'invoices.created.list': 'Fakturalista',
  'invoices.create.done': 'Fakturan har skapats',
};
