import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Lieux correspondants',
  'places.searching': 'Recherche de lieux…',
  'places.none': 'Aucun lieu trouvé sous ce nom',
  'places.found': 'Lieux trouvés : {count}',
  'places.field_help': 'Choisissez un lieu proposé pour placer son repère sur la carte.',
  'places.map_search': 'Trouver un lieu',
  'places.map_search_help': 'Choisir un lieu y place le repère {marker} et lui donne son nom.',
};
