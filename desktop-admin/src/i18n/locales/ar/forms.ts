import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(اختياري)',
  'forms.delete': 'حذف',
  'forms.cancel': 'إلغاء',
  'forms.confirm_delete': 'هل أنت متأكد من أنك تريد الحذف',
  'forms.delete_failed': 'تعذّر الحذف',
  'forms.choose_image': 'اختر صورة...',
  'forms.browse': 'استعراض',
  'forms.preview_alt': 'معاينة {name}',
  'forms.preview_caption': 'معاينة: {name} ({size})',
  'forms.bytes': '{size} بايت',
  'forms.kilobytes': '{size} ك.بايت',
  'forms.megabytes': '{size} م.بايت',
};
