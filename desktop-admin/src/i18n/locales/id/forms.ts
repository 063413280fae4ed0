import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Opsional)',
  'forms.delete': 'Hapus',
  'forms.cancel': 'Batal',
  'forms.confirm_delete': 'apakah Anda yakin ingin menghapus',
  'forms.delete_failed': 'Gagal menghapus',
  'forms.choose_image': 'Pilih gambar...',
  'forms.browse': 'Telusuri',
  'forms.preview_alt': 'Pratinjau {name}',
  'forms.preview_caption': 'Pratinjau: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
