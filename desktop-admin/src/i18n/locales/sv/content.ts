import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Innehåll',
  'content.help': 'Ett stycke per rad; markeringarna nedan lägger till formatering.',
  'content.preview': 'Förhandsvisning',
  'content.previewEmpty': 'Sidans text visas här så som besökarna kommer att se den.',
  'content.video': 'Video',
  'content.formatting': 'Formatering',
  'content.columnType': 'Skriv',
  'content.columnShows': 'Visar',
  'content.sampleBold': 'fet',
  'content.sampleUnderline': 'understruken',
  'content.sampleStrikethrough': 'genomstruken',
  'content.sampleDescription': 'beskrivning',
  'content.image': 'en bild (på en egen rad)',
  'content.imageDescribed': 'en bild beskriven för skärmläsare',
  'content.videoShows': 'en video (YouTube-länkar spelas inbäddade)',
  'content.emptyLine': 'En tom rad',
  'content.blankLine': 'en blankrad',
  'content.note':
    'Bilder och videor behöver en http- eller https-adress; allt annat visas som text. HTML visas som det skrivits och körs aldrig.',
};
