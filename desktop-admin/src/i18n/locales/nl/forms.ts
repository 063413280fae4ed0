import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Optioneel)',
  'forms.delete': 'Verwijderen',
  'forms.cancel': 'Annuleren',
  'forms.confirm_delete': 'weet u zeker dat u dit wilt verwijderen',
  'forms.delete_failed': 'Verwijderen mislukt',
  'forms.choose_image': 'Kies een afbeelding...',
  'forms.browse': 'Bladeren',
  'forms.preview_alt': 'Voorbeeld van {name}',
  'forms.preview_caption': 'Voorbeeld: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} kB',
  'forms.megabytes': '{size} MB',
};
