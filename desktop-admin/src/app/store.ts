import {
  DEFAULT_THEME,
  readSavedState,
  writeSavedState,
  type AdminState,
  type Settings,
  type SiteConfig,
  type Theme,
} from '@waybill/shared';
import { create } from 'zustand';

export interface AppState {
  /** false when signed out (docs/product.md §5.6). */
  admin: AdminState;
  theme: Theme;
  settings: Settings | null;
  /** Server configuration from the graph (map tiles, time zone); not saved. */
  site: SiteConfig | null;
  /** True once GET /api/graph has answered (or failed): the guards wait for it. */
  graphLoaded: boolean;
  setAdmin: (admin: AdminState | null | undefined) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setSettings: (settings: Settings | null) => void;
  setSite: (site: SiteConfig | null) => void;
  setGraphLoaded: () => void;
}

function isAdmin(value: unknown): value is Exclude<AdminState, false> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { email?: unknown }).email === 'string'
  );
}

/** The start-up state: what was saved (each slice already checked by readSavedState). */
function restore(): Pick<AppState, 'admin' | 'theme' | 'settings'> {
  const saved = readSavedState();
  return {
    admin: saved.admin ?? false,
    theme: saved.theme ?? DEFAULT_THEME,
    settings: saved.settings?.[0] ?? null,
  };
}

export const useAppStore = create<AppState>()((set) => ({
  ...restore(),
  site: null,
  graphLoaded: false,
  setAdmin: (admin) => set({ admin: isAdmin(admin) ? { email: admin.email } : false }),
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => set((state) => ({ theme: state.theme === 'DARK' ? 'LIGHT' : 'DARK' })),
  setSettings: (settings) => set({ settings }),
  setSite: (site) => set({ site }),
  setGraphLoaded: () => set({ graphLoaded: true }),
}));

/**
 * Saves the slices this app owns (theme, admin) after every change of them. The public site
 * shares the same local-storage key and owns the other slices, so they are left alone.
 */
export function persistAppState(): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (state.theme === previous.theme && state.admin === previous.admin) return;
    // writeSavedState merges and only logs a failure (docs/product.md §3.3).
    writeSavedState({ theme: state.theme, admin: state.admin });
  });
}
