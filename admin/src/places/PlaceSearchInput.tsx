import type { Place } from '@waybill/shared';
import { t } from '../i18n/i18n';
import {
  SuggestionInput,
  type SuggestionInputProps,
  type SuggestionSource,
} from './SuggestionInput';
import { usePlaceSearch } from './usePlaceSearch';

export type PlaceSearchInputProps = Omit<SuggestionInputProps<Place>, 'source'>;

/** Places by name (GET /api/places), the country beside each. */
const PLACES: SuggestionSource<Place> = {
  useSuggestions: (text, asking) => {
    const { places, ...search } = usePlaceSearch(text, asking);
    return { items: places, ...search };
  },
  main: (place) => place.name,
  detail: (place) => place.country_name || place.country,
  get texts() {
    return {
      list: t('places.suggestions'),
      searching: t('places.searching'),
      none: t('places.none'),
      found: (count: number) => t('places.found', { count }),
    };
  },
};

/**
 * A text box that offers matching places as staff type (docs/product.md §4.4a); the text stays
 * free (a warehouse, a street) when nothing is chosen.
 */
export function PlaceSearchInput(props: PlaceSearchInputProps) {
  return <SuggestionInput source={PLACES} {...props} />;
}
