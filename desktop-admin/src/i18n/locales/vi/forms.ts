import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Không bắt buộc)',
  'forms.delete': 'Xóa',
  'forms.cancel': 'Hủy',
  'forms.confirm_delete': 'bạn có chắc chắn muốn xóa không',
  'forms.delete_failed': 'Xóa không thành công',
  'forms.choose_image': 'Chọn một hình ảnh...',
  'forms.browse': 'Duyệt',
  'forms.preview_alt': 'Xem trước {name}',
  'forms.preview_caption': 'Xem trước: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
