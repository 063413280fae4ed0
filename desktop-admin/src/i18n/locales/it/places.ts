import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Luoghi corrispondenti',
  'places.searching': 'Ricerca dei luoghi…',
  'places.none': 'Nessun luogo trovato con questo nome',
  'places.found': 'Luoghi trovati: {count}',
  'places.field_help': 'Scegli un luogo suggerito per mettere il suo indicatore sulla mappa.',
  'places.map_search': 'Trova un luogo',
  'places.map_search_help':
    'Scegliendo un luogo, l’indicatore {marker} viene messo lì e ne prende il nome.',
};
