import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(İsteğe bağlı)',
  'forms.delete': 'Sil',
  'forms.cancel': 'İptal',
  'forms.confirm_delete': 'silmek istediğinizden emin misiniz',
  'forms.delete_failed': 'Silme başarısız oldu',
  'forms.choose_image': 'Bir görsel seçin...',
  'forms.browse': 'Gözat',
  'forms.preview_alt': '{name} önizlemesi',
  'forms.preview_caption': 'Önizleme: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
