import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Valfritt)',
  'forms.delete': 'Ta bort',
  'forms.cancel': 'Avbryt',
  'forms.confirm_delete': 'är du säker på att du vill ta bort',
  'forms.delete_failed': 'Borttagningen misslyckades',
  'forms.choose_image': 'Välj en bild...',
  'forms.browse': 'Bläddra',
  'forms.preview_alt': 'Förhandsvisning av {name}',
  'forms.preview_caption': 'Förhandsvisning: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} kB',
  'forms.megabytes': '{size} MB',
};
