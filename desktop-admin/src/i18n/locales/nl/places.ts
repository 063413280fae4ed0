import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Overeenkomende plaatsen',
  'places.searching': 'Plaatsen zoeken…',
  'places.none': 'Geen plaats met die naam gevonden',
  'places.found': 'Gevonden plaatsen: {count}',
  'places.field_help': 'Kies een voorgestelde plaats om de markering op de kaart te zetten.',
  'places.map_search': 'Een plaats zoeken',
  'places.map_search_help':
    'Als u een plaats kiest, komt de markering {marker} daar te staan, met de naam van die plaats.',
};
