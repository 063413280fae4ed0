import type { CountryShape } from './countries-data';

let loading: Promise<CountryShape[]> | null = null;

/** The countries, fetched once (a chunk of its own) the first time a map asks for them. */
export function loadCountries(): Promise<CountryShape[]> {
  loading ??= import('./countries-data').then(
    (module) => module.countryShapes(),
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again by the next map.
      loading = null;
      throw error;
    },
  );
  return loading;
}
