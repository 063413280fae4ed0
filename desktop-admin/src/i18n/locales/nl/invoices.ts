import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Facturen',
  'invoices.new': 'Nieuwe factuur',
  'invoices.noun': 'facturen',
  'invoices.empty': 'Nog geen facturen.',
  'invoices.table': 'Facturen',
  'invoices.column.number': 'Nummer',
  'invoices.column.date': 'Datum',
  'invoices.column.product': 'Product',
  'invoices.column.customer': 'Klant',
  'invoices.column.amount': 'Bedrag',
  'invoices.column.tracking_code': 'Trackingnummer',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' van {number}',
  'invoices.create.title': 'Factuur maken',
  'invoices.create.all': 'Alle facturen',
  'invoices.field.product': 'Product',
  'invoices.field.product_help':
    'Waar de factuur voor is, bijv. Expresbezorging Lissabon naar Porto, 2 dozen.',
  'invoices.create.optional': 'Optionele gegevens',
  'invoices.create.optional_help':
    'Worden op de factuur gedrukt als ze zijn ingevuld. Een trackingnummer koppelt een pakket: de factuur krijgt dan een QR-code van de trackingpagina. De valuta is een code van 3 letters, zoals EUR.',
  'invoices.field.tracking_code': 'Trackingnummer',
  'invoices.field.amount': 'Bedrag',
  'invoices.field.currency': 'Valuta',
  'invoices.field.customer_name': 'Naam klant',
  'invoices.field.customer_email': 'E-mail klant',
  'invoices.create.submit': 'Factuur maken',
  'invoices.cancel': 'Annuleren',
  'invoices.created.title': 'Factuur {number}',
  'invoices.created.parcel': 'pakket {code}',
  'invoices.created.open_pdf': 'PDF openen',
  'invoices.created.list': 'Factuuroverzicht',
  'invoices.create.done': 'Factuur aangemaakt',
};
