import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Faktur',
  'invoices.new': 'Faktur baru',
  'invoices.noun': 'faktur',
  'invoices.empty': 'Belum ada faktur.',
  'invoices.table': 'Faktur',
  'invoices.column.number': 'Nomor',
  'invoices.column.date': 'Tanggal',
  'invoices.column.product': 'Produk',
  'invoices.column.customer': 'Pelanggan',
  'invoices.column.amount': 'Jumlah',
  'invoices.column.tracking_code': 'Nomor resi',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' untuk {number}',
  'invoices.create.title': 'Buat Faktur',
  'invoices.create.all': 'Semua faktur',
  'invoices.field.product': 'Produk',
  'invoices.field.product_help':
    'Untuk apa faktur ini, mis. Pengiriman kilat Lisbon ke Porto, 2 kardus.',
  'invoices.create.optional': 'Detail opsional',
  'invoices.create.optional_help':
    'Dicetak di faktur jika diisi. Nomor resi menautkan paket: faktur lalu memuat kode QR halaman pelacakannya. Mata uang berupa kode 3 huruf seperti EUR.',
  'invoices.field.tracking_code': 'Nomor resi',
  'invoices.field.amount': 'Jumlah',
  'invoices.field.currency': 'Mata uang',
  'invoices.field.customer_name': 'Nama pelanggan',
  'invoices.field.customer_email': 'Email pelanggan',
  'invoices.create.submit': 'Buat faktur',
  'invoices.cancel': 'Batal',
  'invoices.created.title': 'Faktur {number}',
  'invoices.created.parcel': 'paket {code}',
  'invoices.created.open_pdf': 'Buka PDF',
  'invoices.created.list': 'Daftar faktur',
  'invoices.create.done': 'Faktur dibuat',
};
