import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Optional)',
  'forms.delete': 'Löschen',
  'forms.cancel': 'Abbrechen',
  'forms.confirm_delete': 'möchten Sie das wirklich löschen',
  'forms.delete_failed': 'Löschen fehlgeschlagen',
  'forms.choose_image': 'Bild auswählen...',
  'forms.browse': 'Durchsuchen',
  'forms.preview_alt': 'Vorschau von {name}',
  'forms.preview_caption': 'Vorschau: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
