import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Contenu',
  'content.help': 'Un paragraphe par ligne ; les balises ci-dessous ajoutent la mise en forme.',
  'content.preview': 'Aperçu',
  'content.previewEmpty': "Le corps de la page s'affiche ici tel que les visiteurs le verront.",
  'content.video': 'Vidéo',
  'content.formatting': 'Mise en forme',
  'content.columnType': 'Saisie',
  'content.columnShows': 'Affiche',
  'content.sampleBold': 'gras',
  'content.sampleUnderline': 'souligné',
  'content.sampleStrikethrough': 'barré',
  'content.sampleDescription': 'description',
  'content.image': 'une image (sur une ligne à part)',
  'content.imageDescribed': "une image décrite pour les lecteurs d'écran",
  'content.videoShows': 'une vidéo (les liens YouTube sont lus dans la page)',
  'content.emptyLine': 'Une ligne vide',
  'content.blankLine': 'une ligne blanche',
  'content.note':
    "Les images et vidéos exigent une adresse http ou https ; tout le reste s'affiche comme du texte. Le HTML s'affiche tel que saisi, sans jamais être exécuté.",
};
