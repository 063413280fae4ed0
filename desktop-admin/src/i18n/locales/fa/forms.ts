import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(اختیاری)',
  'forms.delete': 'حذف',
  'forms.cancel': 'انصراف',
  'forms.confirm_delete': 'آیا مطمئن هستید که می‌خواهید حذف کنید',
  'forms.delete_failed': 'حذف انجام نشد',
  'forms.choose_image': 'یک تصویر انتخاب کنید...',
  'forms.browse': 'مرور',
  'forms.preview_alt': 'پیش‌نمایش {name}',
  'forms.preview_caption': 'پیش‌نمایش: {name} ({size})',
  'forms.bytes': '{size} بایت',
  'forms.kilobytes': '{size} کیلوبایت',
  'forms.megabytes': '{size} مگابایت',
};
