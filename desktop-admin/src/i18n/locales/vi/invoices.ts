import type { AreaTexts } from '../../en';
import type { invoicesTexts as english } from '../../en/invoices';

export const invoicesTexts: AreaTexts<typeof english> = {
  'invoices.title': 'Hóa đơn',
  'invoices.new': 'Hóa đơn mới',
  'invoices.noun': 'hóa đơn',
  'invoices.empty': 'Chưa có hóa đơn nào.',
  'invoices.table': 'Hóa đơn',
  'invoices.column.number': 'Số',
  'invoices.column.date': 'Ngày',
  'invoices.column.product': 'Dịch vụ',
  'invoices.column.customer': 'Khách hàng',
  'invoices.column.amount': 'Số tiền',
  'invoices.column.tracking_code': 'Mã vận đơn',
  'invoices.pdf': 'PDF',
  'invoices.pdf_of': ' của {number}',
  'invoices.create.title': 'Tạo hóa đơn',
  'invoices.create.all': 'Tất cả hóa đơn',
  'invoices.field.product': 'Dịch vụ',
  'invoices.field.product_help':
    'Hóa đơn cho việc gì, ví dụ Giao hỏa tốc từ Lisbon đến Porto, 2 thùng.',
  'invoices.create.optional': 'Thông tin tùy chọn',
  'invoices.create.optional_help':
    'In trên hóa đơn khi được điền. Mã vận đơn liên kết một bưu kiện: khi đó hóa đơn có mã QR dẫn tới trang tra cứu của bưu kiện. Đơn vị tiền tệ là mã 3 chữ cái, ví dụ EUR.',
  'invoices.field.tracking_code': 'Mã vận đơn',
  'invoices.field.amount': 'Số tiền',
  'invoices.field.currency': 'Tiền tệ',
  'invoices.field.customer_name': 'Tên khách hàng',
  'invoices.field.customer_email': 'Email khách hàng',
  'invoices.create.submit': 'Tạo hóa đơn',
  'invoices.cancel': 'Hủy',
  'invoices.created.title': 'Hóa đơn {number}',
  'invoices.created.parcel': 'bưu kiện {code}',
  'invoices.created.open_pdf': 'Mở PDF',
  'invoices.created.list': 'Danh sách hóa đơn',
  'invoices.create.done': 'Đã tạo hóa đơn',
};
