import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Opcional)',
  'forms.delete': 'Eliminar',
  'forms.cancel': 'Cancelar',
  'forms.confirm_delete': '¿seguro que desea eliminarlo?',
  'forms.delete_failed': 'No se pudo eliminar',
  'forms.choose_image': 'Elegir una imagen...',
  'forms.browse': 'Examinar',
  'forms.preview_alt': 'Vista previa de {name}',
  'forms.preview_caption': 'Vista previa: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
