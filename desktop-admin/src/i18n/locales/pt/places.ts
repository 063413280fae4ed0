import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Locais correspondentes',
  'places.searching': 'A procurar locais…',
  'places.none': 'Nenhum local encontrado com esse nome',
  'places.found': 'Locais encontrados: {count}',
  'places.field_help': 'Escolha um local sugerido para colocar o respetivo marcador no mapa.',
  'places.map_search': 'Encontrar um local',
  'places.map_search_help':
    'Ao escolher um local, o marcador {marker} é colocado aí e recebe o nome do local.',
};
