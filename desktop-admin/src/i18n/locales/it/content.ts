import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Contenuto',
  'content.help': 'Un paragrafo per riga; i marcatori qui sotto aggiungono la formattazione.',
  'content.preview': 'Anteprima',
  'content.previewEmpty': 'Il testo della pagina compare qui come lo vedranno i visitatori.',
  'content.video': 'Video',
  'content.formatting': 'Formattazione',
  'content.columnType': 'Scrivi',
  'content.columnShows': 'Mostra',
  'content.sampleBold': 'grassetto',
  'content.sampleUnderline': 'sottolineato',
  'content.sampleStrikethrough': 'barrato',
  'content.sampleDescription': 'descrizione',
  'content.image': "un'immagine (su una riga a sé)",
  'content.imageDescribed': "un'immagine descritta per i lettori di schermo",
  'content.videoShows': 'un video (i link YouTube vengono riprodotti incorporati)',
  'content.emptyLine': 'Una riga vuota',
  'content.blankLine': 'una riga bianca',
  'content.note':
    "Immagini e video richiedono un indirizzo http o https; tutto il resto viene mostrato come testo. L'HTML viene mostrato così come è scritto, mai eseguito.",
};
