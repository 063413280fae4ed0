import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Подходящие места',
  'places.searching': 'Поиск мест…',
  'places.none': 'Место с таким названием не найдено',
  'places.found': 'Найдено мест: {count}',
  'places.field_help': 'Выберите предложенное место, чтобы поставить его метку на карте.',
  'places.map_search': 'Найти место',
  'places.map_search_help':
    'При выборе места метка «{marker}» ставится туда и получает его название.',
};
