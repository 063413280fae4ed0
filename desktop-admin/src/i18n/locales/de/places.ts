import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Passende Orte',
  'places.searching': 'Orte werden gesucht…',
  'places.none': 'Kein Ort mit diesem Namen gefunden',
  'places.found': 'Gefundene Orte: {count}',
  'places.field_help':
    'Wählen Sie einen vorgeschlagenen Ort, um seine Markierung auf die Karte zu setzen.',
  'places.map_search': 'Ort suchen',
  'places.map_search_help':
    'Die Wahl eines Ortes setzt die Markierung {marker} dorthin und übernimmt seinen Namen.',
};
