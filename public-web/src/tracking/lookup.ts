import {
  type Activity,
  type Paged,
  type PublicParcel,
  INVALID_JSON,
  parcelApiPath,
} from '@waybill/shared';
import { api } from '../app/api';
import { afterFirstPaint } from '../app/firstPaint';
import { useAppStore } from '../app/store';
import { prepareDateFormats } from './delivery';

/** docs/product.md §8: the error of an unknown parcel. */
export const NO_DATA_FOUND = 'No Data Found';

/** Only the newest lookup may write its answer: an older one that answers late is dropped. */
let latestLookup = 0;

/**
 * GET /api/parcels/{code}. The answer is kept as the visitor's view of the parcel: fields a
 * visitor does not get are stripped even when a signed-in admin's browser receives them, so they
 * never reach the screen or the saved state.
 */
export async function trackParcel(code: string): Promise<void> {
  const lookup = ++latestLookup;
  const store = useAppStore.getState();
  store.startParcelLookup();
  // The schema loads while the answer does (once the screen has painted, which does not need
  // it); null when its code cannot be loaded.
  const schema = afterFirstPaint()
    .then(() => import('./contract'))
    .then(
      (module) => module.publicParcelSchema,
      () => null,
    );
  const result = await api.get<PublicParcel>(parcelApiPath(code));
  if (lookup !== latestLookup) return;
  if (result.errors.length > 0 || result.data === null) {
    const errors = result.errors.length > 0 ? result.errors : [NO_DATA_FOUND];
    store.finishParcelLookup(null, errors);
    return;
  }
  const parsed = (await schema)?.safeParse(result.data);
  if (lookup !== latestLookup) return;
  if (!parsed?.success) {
    console.error('The parcel answer could not be checked against the contract', parsed?.error);
    store.finishParcelLookup(null, [INVALID_JSON]);
    return;
  }
  await nextTask();
  prepareDateFormats(useAppStore.getState().site?.time_zone);
  await nextTask();
  if (lookup !== latestLookup) return;
  store.finishParcelLookup(parsed.data, []);
}

/** Resolves in a later task: the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Forgets any lookup in flight and clears the result (a search with no code). */
export function clearParcel(): void {
  latestLookup++;
  useAppStore.getState().resetParcel();
}

/** GET {next_page_url} of the history; returns the errors to show, or [] when appended. */
export async function loadMoreHistory(nextPageUrl: string): Promise<string[]> {
  const lookup = latestLookup;
  const result = await api.get<Paged<Activity>>(nextPageUrl);
  // Another parcel was looked up meanwhile: this page belongs to the old one.
  if (lookup !== latestLookup) return [];
  if (result.errors.length > 0 || !result.data || !Array.isArray(result.data.data)) {
    return result.errors.length > 0 ? result.errors : [INVALID_JSON];
  }
  useAppStore.getState().appendHistory(result.data);
  return [];
}
