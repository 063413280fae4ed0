import {
  DEFAULT_THEME,
  type Activity,
  type AdminState,
  type Graph,
  type ListState,
  type Paged,
  type PageSummary,
  type ParcelLookupState,
  type Problem,
  type PublicParcel,
  type PublicReview,
  type SavedState,
  type PublicSettings,
  type SiteConfig,
  type Theme,
} from '@waybill/shared';
import { writeSavedState } from '@waybill/shared/storage';
import { create, type StateCreator, type StoreApi } from 'zustand';

/**
 * The tracking lookup of docs/product.md §3.3: nothing, fetching, then a parcel or problems. The
 * problems keep their codes, so the screen says them in the visitor's language; the saved state
 * keeps their sentences (ParcelLookupState).
 */
export interface ParcelLookup {
  /** The visitor's view, checked against the contract (tracking/lookup.ts). */
  data: PublicParcel | null;
  problems: Problem[];
  fetching: boolean;
  /** `data` was unlocked with the recipient's fact (tracking/unlock.ts): never saved. */
  unlocked: boolean;
}

export const EMPTY_PARCEL_STATE: ParcelLookup = {
  data: null,
  problems: [],
  fetching: false,
  unlocked: false,
};

/**
 * The lookup as the saved state holds it: the errors as sentences. An unlocked parcel is left
 * out: its names and photo are for the tab that answered, not for local storage.
 */
export function savedParcel({
  data,
  problems,
  fetching,
  unlocked,
}: ParcelLookup): ParcelLookupState {
  return { data: unlocked ? null : data, errors: problems.map((each) => each.message), fetching };
}

export interface AppState {
  theme: Theme;
  parcel: ParcelLookup;
  /** The one settings record (docs/product.md §5.5: the first element of the graph's list). */
  settings: PublicSettings | null;
  pages: ListState<PageSummary>;
  reviews: ListState<PublicReview>;
  admin: AdminState;
  /** Map tiles and the company's time zone; null until the graph answers. */
  site: SiteConfig | null;
  /** The graph has answered: saved state restored later must not replace what it brought. */
  graphLoaded: boolean;
  setTheme: (theme: Theme) => void;
  /**
   * Start (docs/product.md §3.3–3.4): the saved theme, and the saved slices unless the graph has
   * answered first (restore.ts reads them; the parcel lookup always starts empty).
   */
  restoreSaved: (theme: Theme | undefined, slices: SavedSlices) => void;
  resetParcel: () => void;
  startParcelLookup: () => void;
  finishParcelLookup: (data: PublicParcel | null, problems: Problem[], unlocked?: boolean) => void;
  /**
   * Appends a further page of the parcel's history; its paging takes over (docs/product.md §6.3).
   */
  appendHistory: (page: Paged<Activity>) => void;
  /**
   * Puts a newer answer for the parcel shown in place (docs/product.md §2.3, live updates),
   * keeping the older history pages the visitor has loaded. Ignored when no parcel is shown.
   */
  refreshParcel: (data: PublicParcel, unlocked?: boolean) => void;
  setGraph: (graph: Graph) => void;
}

/**
 * The newest first page of the history, followed by the older entries the visitor loaded with
 * "More" (those after its last entry), keeping the visitor's paging so "More" goes on from there.
 */
export function refreshedHistory(shown: Paged<Activity>, fresh: Paged<Activity>): Paged<Activity> {
  if (shown.current_page <= 1 || fresh.data.length === 0) return fresh;
  const inFresh = new Set(fresh.data.map((activity) => activity.id));
  const last = fresh.data[fresh.data.length - 1];
  const lastShown = shown.data.findIndex((activity) => activity.id === last.id);
  const older = shown.data
    .slice(lastShown + 1)
    .filter((activity) => !inFresh.has(activity.id) && activity.created_at <= last.created_at);
  return { ...shown, data: [...fresh.data, ...older] };
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

/** The slices saved state may stand in for until the graph answers. */
export type SavedSlices = Partial<Pick<AppState, 'settings' | 'pages' | 'reviews' | 'admin'>>;

const appState: StateCreator<AppState> = (set) => ({
  theme: DEFAULT_THEME,
  parcel: EMPTY_PARCEL_STATE,
  settings: null,
  pages: toListState<PageSummary>([]),
  reviews: toListState<PublicReview>([]),
  admin: false,
  site: null,
  graphLoaded: false,
  setTheme: (theme) => set({ theme }),
  restoreSaved: (theme, slices) =>
    set((state) => ({ ...(theme ? { theme } : {}), ...(state.graphLoaded ? {} : slices) })),
  resetParcel: () => set({ parcel: EMPTY_PARCEL_STATE }),
  startParcelLookup: () => set({ parcel: { ...EMPTY_PARCEL_STATE, fetching: true } }),
  finishParcelLookup: (data, problems, unlocked = false) =>
    set({ parcel: { data, problems, fetching: false, unlocked } }),
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
  refreshParcel: (fresh, unlocked = false) =>
    set((state) => {
      const shown = state.parcel.data;
      if (!shown) return {};
      const history = refreshedHistory(shown.history, fresh.history);
      return { parcel: { ...state.parcel, data: { ...fresh, history }, unlocked } };
    }),
  setGraph: (graph) =>
    set({
      settings: graph.settings[0] ?? null,
      pages: toListState(graph.pages),
      reviews: toListState(graph.reviews),
      admin: graph.admin,
      site: graph.site,
      graphLoaded: true,
    }),
});

let storeApi: StoreApi<AppState> | null = null;

/** Keeps the store's own API, for drawFromCurrentState. */
const keepApi =
  (creator: StateCreator<AppState>): StateCreator<AppState> =>
  (set, get, api) => {
    storeApi = api;
    return creator(set, get, api);
  };

export const useAppStore = create<AppState>()(keepApi(appState));

/**
 * zustand gives React the store's initial state as the server snapshot, which the server's render
 * and the client's hydration read: both must see the state the page is drawn with instead. Called
 * by src/entry-server.tsx, and by src/main.tsx before it hydrates a page the server drew.
 */
export function drawFromCurrentState(): void {
  if (storeApi) storeApi.getInitialState = storeApi.getState;
}

/**
 * Saves the slices this app owns after every change of them (docs/product.md §3.3). The admin app
 * shares the same local-storage key and owns admin, so that is left alone here; writeSavedState
 * merges and only logs a failure. It comes from the contract's storage part, which has no schemas:
 * the first page load stays without the schema library.
 */
export function persistAppState(): () => void {
  writeSavedState({ parcel: savedParcel(useAppStore.getState().parcel) });
  return useAppStore.subscribe((state, previous) => {
    const slice: Partial<SavedState> = {};
    if (state.theme !== previous.theme) slice.theme = state.theme;
    if (state.parcel !== previous.parcel) slice.parcel = savedParcel(state.parcel);
    if (state.settings !== previous.settings && state.settings) slice.settings = [state.settings];
    if (state.pages !== previous.pages) slice.pages = state.pages;
    if (state.reviews !== previous.reviews) slice.reviews = state.reviews;
    if (Object.keys(slice).length > 0) writeSavedState(slice);
  });
}
