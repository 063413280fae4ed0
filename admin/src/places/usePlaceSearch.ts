import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_LIMIT_MAX, searchPlaces, type Place, type Problem } from '@waybill/shared';
import { callEndpoint, endpointKey } from '../app/queries';
import type { ApiFailure } from '../app/problems';
import { useDebouncedValue } from './useDebouncedValue';

/** One empty list: the same each render, so a change of places is a change of list. */
const NO_PLACES: Place[] = [];

/** A pause in typing before the server is asked, as in the parcel list's search. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** Places staff chose from are kept a while: the same letters typed again ask nothing. */
const KEPT_MS = 5 * 60_000;

export interface PlaceSearch {
  places: Place[];
  /** Asking (the first time for this text; the previous places stay shown meanwhile). */
  searching: boolean;
  /** What went wrong with the last search (the gazetteer or the geocoder away). */
  problem: Problem | null;
  /** The text the places were found for ('' before any search). */
  searched: string;
}

/**
 * Places matching `text` (GET /api/places), asked after a pause in typing while `asking`; none
 * for ''. Places found before stay at hand when asking stops (a list closed and opened again).
 */
export function usePlaceSearch(text: string, asking: boolean): PlaceSearch {
  const searched = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const args = { query: { search: searched, limit: PLACE_LIMIT_MAX } };
  const query = useQuery<Place[], ApiFailure>({
    queryKey: endpointKey(searchPlaces, args),
    queryFn: async () => (await callEndpoint(searchPlaces, args)).data,
    enabled: asking && searched !== '',
    staleTime: KEPT_MS,
    // Suggestions are worth nothing late: a failed search is shown, not tried again.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  return {
    // Whatever the server answered, the box lists only a list.
    places: searched !== '' && Array.isArray(data) ? data : NO_PLACES,
    searching: asking && (searched !== text.trim() || query.isFetching),
    problem: query.isError ? (query.error.problems[0] ?? null) : null,
    searched,
  };
}
