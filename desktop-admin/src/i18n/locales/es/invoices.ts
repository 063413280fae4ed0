import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Facturas',
  'invoices.new': 'Nueva factura',
  'invoices.noun': 'facturas',
  'invoices.empty': 'Aún no hay facturas.',
  'invoices.table': 'Facturas',
  'invoices.column.number': 'Número',
  'invoices.column.date': 'Fecha',
  'invoices.column.product': 'Producto',
  'invoices.column.customer': 'Cliente',
  'invoices.column.amount': 'Importe',
  'invoices.column.tracking_code': 'Número de seguimiento',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' de {number}',
  'invoices.create.title': 'Crear factura',
  'invoices.create.all': 'Todas las facturas',
  'invoices.field.product': 'Producto',
  'invoices.field.product_help':
    'Por qué es la factura, p. ej. Entrega urgente de Lisboa a Oporto, 2 cajas.',
  'invoices.create.optional': 'Datos opcionales',
  'invoices.create.optional_help':
    'Se imprimen en la factura si se indican. Un número de seguimiento vincula un paquete: la factura lleva entonces un código QR de su página de seguimiento. La moneda es un código de 3 letras, como EUR.',
  'invoices.field.tracking_code': 'Número de seguimiento',
  'invoices.field.amount': 'Importe',
  'invoices.field.currency': 'Moneda',
  'invoices.field.customer_name': 'Nombre del cliente',
  'invoices.field.customer_email': 'Correo del cliente',
  'invoices.create.submit': 'Crear factura',
  'invoices.cancel': 'Cancelar',
  'invoices.created.title': 'Factura {number}',
  'invoices.created.parcel': 'paquete {code}',
  'invoices.created.open_pdf': 'Abrir PDF',
  'invoices.created.list': 'Lista de facturas',
  'invoices.create.done': 'Factura creada',
};
