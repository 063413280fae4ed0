import type { AreaTexts } from '../../en';
import type { formsTexts as english } from '../../en/forms';

export const formsTexts: AreaTexts<typeof english> = {
  'forms.optional': '(Opcional)',
  'forms.delete': 'Eliminar',
  'forms.cancel': 'Cancelar',
  'forms.confirm_delete': 'tem a certeza de que pretende eliminar',
  'forms.delete_failed': 'Não foi possível eliminar',
  'forms.choose_image': 'Escolher uma imagem...',
  'forms.browse': 'Procurar',
  'forms.preview_alt': 'Pré-visualização de {name}',
  'forms.preview_caption': 'Pré-visualização: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
};
