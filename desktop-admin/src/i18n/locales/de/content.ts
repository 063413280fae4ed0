import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Inhalt',
  'content.help': 'Ein Absatz pro Zeile; die Markierungen unten fügen Formatierung hinzu.',
  'content.preview': 'Vorschau',
  'content.previewEmpty': 'Der Seiteninhalt erscheint hier so, wie Besucher ihn sehen werden.',
  'content.video': 'Video',
  'content.formatting': 'Formatierung',
  'content.columnType': 'Eingabe',
  'content.columnShows': 'Ergebnis',
  'content.sampleBold': 'fett',
  'content.sampleUnderline': 'unterstrichen',
  'content.sampleStrikethrough': 'durchgestrichen',
  'content.sampleDescription': 'Beschreibung',
  'content.image': 'ein Bild (in einer eigenen Zeile)',
  'content.imageDescribed': 'ein Bild mit Beschreibung für Screenreader',
  'content.videoShows': 'ein Video (YouTube-Links werden eingebettet abgespielt)',
  'content.emptyLine': 'Eine leere Zeile',
  'content.blankLine': 'eine Leerzeile',
  'content.note':
    'Bilder und Videos brauchen eine http- oder https-Adresse; alles andere wird als Text angezeigt. HTML wird so angezeigt, wie es eingegeben wurde, und nie ausgeführt.',
};
