export interface Countries {
  count: number;
  shape: (index: number) => import('./countries-data').CountryShape;
}

let loading: Promise<Countries> | null = null;

/** The countries, fetched once (a chunk of its own) the first time a map asks for them. */
export function loadCountries(): Promise<Countries> {
  loading ??= import('./countries-data').then(
    (module) => ({ count: module.COUNTRY_COUNT, shape: module.countryShape }),
    (error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again by the next map.
      loading = null;
      throw error;
    },
  );
  return loading;
}
