import {
  DEFAULT_THEME,
  adminSchema,
  readSavedState,
  writeSavedState,
  type AdminState,
  type Theme,
} from '@waybill/shared';
import { create } from 'zustand';

/**
 * The session and the UI: who is signed in and the theme. What the server holds (records, lists,
 * settings, the graph) lives in TanStack Query's cache (queries.ts).
 */
export interface AppState {
  /** false when signed out (docs/product.md §5.6). */
  admin: AdminState;
  theme: Theme;
  setAdmin: (admin: AdminState | null | undefined) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** The signed-in member as the contract writes it (e-mail, name, role), or false. */
function memberOf(value: unknown): AdminState {
  const parsed = adminSchema.safeParse(value);
  return parsed.success ? parsed.data : false;
}

/** The start-up state: what was saved (each slice already checked by readSavedState). */
export function restoredState(): Pick<AppState, 'admin' | 'theme'> {
  const saved = readSavedState();
  return { admin: saved.admin ?? false, theme: saved.theme ?? DEFAULT_THEME };
}

export const useAppStore = create<AppState>()((set) => ({
  ...restoredState(),
  setAdmin: (admin) => set({ admin: memberOf(admin) }),
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => set((state) => ({ theme: state.theme === 'DARK' ? 'LIGHT' : 'DARK' })),
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
