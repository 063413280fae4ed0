import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Rechnungen',
  'invoices.new': 'Neue Rechnung',
  'invoices.noun': 'Rechnungen',
  'invoices.empty': 'Noch keine Rechnungen.',
  'invoices.table': 'Rechnungen',
  'invoices.column.number': 'Nummer',
  'invoices.column.date': 'Datum',
  'invoices.column.product': 'Leistung',
  'invoices.column.customer': 'Kunde',
  'invoices.column.amount': 'Betrag',
  'invoices.column.tracking_code': 'Sendungsnummer',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' von {number}',
  'invoices.create.title': 'Rechnung erstellen',
  'invoices.create.all': 'Alle Rechnungen',
  'invoices.field.product': 'Leistung',
  'invoices.field.product_help':
    'Wofür die Rechnung ist, z. B. Expresszustellung Lissabon nach Porto, 2 Kartons.',
  'invoices.create.optional': 'Optionale Angaben',
  'invoices.create.optional_help':
    'Werden auf die Rechnung gedruckt, wenn angegeben. Eine Sendungsnummer verknüpft eine Sendung: Die Rechnung trägt dann einen QR-Code ihrer Verfolgungsseite. Die Währung ist ein dreistelliger Code wie EUR.',
  'invoices.field.tracking_code': 'Sendungsnummer',
  'invoices.field.amount': 'Betrag',
  'invoices.field.currency': 'Währung',
  'invoices.field.customer_name': 'Name des Kunden',
  'invoices.field.customer_email': 'E-Mail des Kunden',
  'invoices.create.submit': 'Rechnung erstellen',
  'invoices.cancel': 'Abbrechen',
  'invoices.created.title': 'Rechnung {number}',
  'invoices.created.parcel': 'Sendung {code}',
  'invoices.created.open_pdf': 'PDF öffnen',
  'invoices.created.list': 'Rechnungsliste',
  'invoices.create.done': 'Rechnung erstellt',
};
