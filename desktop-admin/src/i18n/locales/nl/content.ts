import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Inhoud',
  'content.help': 'Eén alinea per regel; de markeringen hieronder voegen opmaak toe.',
  'content.preview': 'Voorbeeld',
  'content.previewEmpty': 'De tekst van de pagina verschijnt hier zoals bezoekers hem zien.',
  'content.video': 'Video',
  'content.formatting': 'Opmaak',
  'content.columnType': 'Typ',
  'content.columnShows': 'Toont',
  'content.sampleBold': 'vet',
  'content.sampleUnderline': 'onderstreept',
  'content.sampleStrikethrough': 'doorgehaald',
  'content.sampleDescription': 'beschrijving',
  'content.image': 'een afbeelding (op een eigen regel)',
  'content.imageDescribed': 'een afbeelding met beschrijving voor schermlezers',
  'content.videoShows': 'een video (YouTube-links worden ingesloten afgespeeld)',
  'content.emptyLine': 'Een lege regel',
  'content.blankLine': 'een witregel',
  'content.note':
    "Afbeeldingen en video's hebben een http- of https-adres nodig; al het andere wordt als tekst getoond. HTML wordt getoond zoals getypt en nooit uitgevoerd.",
};
