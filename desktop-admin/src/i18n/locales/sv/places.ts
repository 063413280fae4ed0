import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Matchande platser',
  'places.searching': 'Söker platser…',
  'places.none': 'Ingen plats med det namnet hittades',
  'places.found': 'Hittade platser: {count}',
  'places.field_help': 'Välj en föreslagen plats för att sätta dess markör på kartan.',
  'places.map_search': 'Hitta en plats',
  'places.map_search_help':
    'När du väljer en plats hamnar markören {marker} där och får platsens namn.',
};
