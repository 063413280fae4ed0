import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Contenido',
  'content.help': 'Un párrafo por línea; las marcas de abajo añaden formato.',
  'content.preview': 'Vista previa',
  'content.previewEmpty': 'El cuerpo de la página aparece aquí tal como lo verán los visitantes.',
  'content.video': 'Vídeo',
  'content.formatting': 'Formato',
  'content.columnType': 'Escriba',
  'content.columnShows': 'Se muestra',
  'content.sampleBold': 'negrita',
  'content.sampleUnderline': 'subrayado',
  'content.sampleStrikethrough': 'tachado',
  'content.sampleDescription': 'descripción',
  'content.image': 'una imagen (en una línea propia)',
  'content.imageDescribed': 'una imagen descrita para lectores de pantalla',
  'content.videoShows': 'un vídeo (los enlaces de YouTube se reproducen incrustados)',
  'content.emptyLine': 'Una línea vacía',
  'content.blankLine': 'una línea en blanco',
  'content.note':
    'Las imágenes y los vídeos necesitan una dirección http o https; todo lo demás se muestra como texto. El HTML se muestra tal como se escribe, nunca se ejecuta.',
};
