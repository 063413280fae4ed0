import {
  DEFAULT_THEME,
  isRole,
  isTheme,
  readSavedStateRaw,
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

/**
 * The signed-in member as the contract writes it (adminSchema: e-mail, name, role), or false.
 * Checked field by field rather than with the schema: every screen needs the store, and none
 * should load the schema library for it (docs/architecture.md §6.2).
 */
function memberOf(value: unknown): AdminState {
  if (typeof value !== 'object' || value === null) return false;
  const { email, name, role } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof name === 'string' && isRole(role)
    ? { email, name, role }
    : false;
}

/** The start-up state: what was saved, each slice checked as the store checks it. */
export function restoredState(): Pick<AppState, 'admin' | 'theme'> {
  const saved = readSavedStateRaw();
  return {
    admin: memberOf(saved.admin),
    theme: isTheme(saved.theme) ? saved.theme : DEFAULT_THEME,
  };
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
