import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Необязательно)',
  'forms.delete': 'Удалить',
  'forms.cancel': 'Отмена',
  'forms.confirm_delete': 'вы действительно хотите удалить?',
  'forms.delete_failed': 'Не удалось удалить',
  'forms.choose_image': 'Выберите изображение...',
  'forms.browse': 'Обзор',
  'forms.preview_alt': 'Предпросмотр: {name}',
  'forms.preview_caption': 'Предпросмотр: {name} ({size})',
  'forms.bytes': '{size} Б',
  'forms.kilobytes': '{size} КБ',
  'forms.megabytes': '{size} МБ',
};
