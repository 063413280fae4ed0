import {
  readSavedState,
  writeSavedState,
  type Activity,
  type AdminState,
  type Graph,
  type ListState,
  type Paged,
  type PageSummary,
  type Parcel,
  type ParcelLookupState,
  type PublicParcel,
  type Review,
  type Settings,
  type SiteConfig,
} from '@waybill/shared';
import { create } from 'zustand';

/** The tracking lookup of SPEC §3–4: nothing, fetching, then a parcel or errors. */
export const EMPTY_PARCEL_STATE: ParcelLookupState = { data: null, errors: [], fetching: false };

export interface AppState {
  parcel: ParcelLookupState;
  /** The one settings record (SPEC §3: the first element of the graph's list). */
  settings: Settings | null;
  pages: ListState<PageSummary>;
  reviews: ListState<Review>;
  admin: AdminState;
  /** Map tiles and the company's time zone; null until the graph answers. */
  site: SiteConfig | null;
  resetParcel: () => void;
  startParcelLookup: () => void;
  finishParcelLookup: (data: PublicParcel | Parcel | null, errors: string[]) => void;
  /** Appends a further page of the parcel's history; its paging takes over (SPEC §4). */
  appendHistory: (page: Paged<Activity>) => void;
  setGraph: (graph: Graph) => void;
}

/** A list as the saved state keeps it, built from the plain array the graph sends. */
export function toListState<T extends { id: number }>(items: T[]): ListState<T> {
  return {
    list: items,
    map: Object.fromEntries(items.map((item) => [String(item.id), item])),
    search_keys: [],
    current_page: 1,
    last_page: 1,
    next_page_url: null,
  };
}

function isPageSummary(page: unknown): page is PageSummary {
  return typeof page === 'object' && page !== null && 'slug' in page && 'title' in page;
}

/** Start (SPEC §4): what was saved, except the parcel lookup, which always starts empty. */
function restore(): Pick<AppState, 'parcel' | 'settings' | 'pages' | 'reviews' | 'admin'> {
  const saved = readSavedState();
  const pages = saved.pages?.list.filter(isPageSummary) ?? [];
  return {
    parcel: EMPTY_PARCEL_STATE,
    settings: saved.settings?.[0] ?? null,
    pages: toListState(pages.map(({ id, slug, title, icon }) => ({ id, slug, title, icon }))),
    reviews: saved.reviews ?? toListState<Review>([]),
    admin: saved.admin ?? false,
  };
}

export const useAppStore = create<AppState>()((set) => ({
  ...restore(),
  site: null,
  resetParcel: () => set({ parcel: EMPTY_PARCEL_STATE }),
  startParcelLookup: () => set({ parcel: { data: null, errors: [], fetching: true } }),
  finishParcelLookup: (data, errors) => set({ parcel: { data, errors, fetching: false } }),
  appendHistory: (page) =>
    set((state) => {
      const parcel = state.parcel.data;
      if (!parcel) return {};
      // New activities may have shifted the pages since the first one: skip ones already shown.
      const shown = new Set(parcel.history.data.map((activity) => activity.id));
      const history: Paged<Activity> = {
        ...parcel.history,
        data: [...parcel.history.data, ...page.data.filter((activity) => !shown.has(activity.id))],
        current_page: page.current_page,
        last_page: page.last_page,
        next_page_url: page.next_page_url,
      };
      return { parcel: { ...state.parcel, data: { ...parcel, history } } };
    }),
  setGraph: (graph) =>
    set({
      settings: graph.settings[0] ?? null,
      pages: toListState(graph.pages),
      reviews: toListState(graph.reviews),
      admin: graph.admin,
      site: graph.site,
    }),
}));

/**
 * Saves the slices this app owns after every change of them (SPEC §3). The admin app shares
 * the same local-storage key and owns theme and admin, so those are left alone here;
 * writeSavedState merges and only logs a failure.
 */
export function persistAppState(): () => void {
  writeSavedState({ parcel: useAppStore.getState().parcel });
  return useAppStore.subscribe((state, previous) => {
    const slice: Parameters<typeof writeSavedState>[0] = {};
    if (state.parcel !== previous.parcel) slice.parcel = state.parcel;
    if (state.settings !== previous.settings && state.settings) slice.settings = [state.settings];
    if (state.pages !== previous.pages) slice.pages = state.pages;
    if (state.reviews !== previous.reviews) slice.reviews = state.reviews;
    if (Object.keys(slice).length > 0) writeSavedState(slice);
  });
}
