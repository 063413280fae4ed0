import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Facultatif)',
  'forms.delete': 'Supprimer',
  'forms.cancel': 'Annuler',
  'forms.confirm_delete': 'voulez-vous vraiment supprimer',
  'forms.delete_failed': 'La suppression a échoué',
  'forms.choose_image': 'Choisir une image...',
  'forms.browse': 'Parcourir',
  'forms.preview_alt': 'Aperçu de {name}',
  'forms.preview_caption': 'Aperçu : {name} ({size})',
  'forms.bytes': '{size} o',
  'forms.kilobytes': '{size} Ko',
  'forms.megabytes': '{size} Mo',
};
