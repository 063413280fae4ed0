/** The place search of the parcel forms and the map screen. */
export const placesTexts = {
  'places.suggestions': 'Matching places',
  'places.searching': 'Searching places…',
  'places.none': 'No place found by that name',
  'places.found': 'Places found: {count}',
  'places.field_help': 'Choose a suggested place to put its marker on the map.',
  'places.map_search': 'Find a place',
  'places.map_search_help': 'Choosing a place puts the {marker} marker there and names it.',
} as const;
