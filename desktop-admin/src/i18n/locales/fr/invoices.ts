import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Factures',
  'invoices.new': 'Nouvelle facture',
  'invoices.noun': 'factures',
  'invoices.empty': 'Aucune facture pour le moment.',
  'invoices.table': 'Factures',
  'invoices.column.number': 'Numéro',
  'invoices.column.date': 'Date',
  'invoices.column.product': 'Produit',
  'invoices.column.customer': 'Client',
  'invoices.column.amount': 'Montant',
  'invoices.column.tracking_code': 'Numéro de suivi',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' de {number}',
  'invoices.create.title': 'Créer une facture',
  'invoices.create.all': 'Toutes les factures',
  'invoices.field.product': 'Produit',
  'invoices.field.product_help':
    'Ce que couvre la facture, par ex. Livraison express de Lisbonne à Porto, 2 cartons.',
  'invoices.create.optional': 'Détails facultatifs',
  'invoices.create.optional_help':
    'Imprimés sur la facture lorsqu’ils sont renseignés. Un numéro de suivi relie un colis : la facture porte alors un QR code de sa page de suivi. La devise est un code à 3 lettres, comme EUR.',
  'invoices.field.tracking_code': 'Numéro de suivi',
  'invoices.field.amount': 'Montant',
  'invoices.field.currency': 'Devise',
  'invoices.field.customer_name': 'Nom du client',
  'invoices.field.customer_email': 'E-mail du client',
  'invoices.create.submit': 'Créer la facture',
  'invoices.cancel': 'Annuler',
  'invoices.created.title': 'Facture {number}',
  'invoices.created.parcel': 'colis {code}',
  'invoices.created.open_pdf': 'Ouvrir le PDF',
  'invoices.created.list': 'Liste des factures',
  'invoices.create.done': 'Facture créée',
};
