import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Lugares coincidentes',
  'places.searching': 'Buscando lugares…',
  'places.none': 'No se encontró ningún lugar con ese nombre',
  'places.found': 'Lugares encontrados: {count}',
  'places.field_help': 'Elija un lugar sugerido para colocar su marcador en el mapa.',
  'places.map_search': 'Buscar un lugar',
  'places.map_search_help':
    'Al elegir un lugar, el marcador {marker} se coloca allí y toma su nombre.',
};
