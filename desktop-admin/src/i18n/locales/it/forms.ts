import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Facoltativo)',
  'forms.delete': 'Elimina',
  'forms.cancel': 'Annulla',
  'forms.confirm_delete': 'vuoi davvero eliminarlo?',
  'forms.delete_failed': 'Eliminazione non riuscita',
  'forms.choose_image': "Scegli un'immagine...",
  'forms.browse': 'Sfoglia',
  'forms.preview_alt': 'Anteprima di {name}',
  'forms.preview_caption': 'Anteprima: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
