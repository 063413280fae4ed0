import type { Graph } from '@waybill/shared';
import { readSavedStateRaw } from '@waybill/shared/storage';
import { applyTheme } from '../theme/theme';
import { api } from './api';
import { persistAppState, useAppStore } from './store';

/** Slices of the saved state that the screens show before the graph answers. */
const RESTORED_KEYS = ['pages', 'settings', 'reviews', 'admin'];

function hasSavedSlices(): boolean {
  const saved = readSavedStateRaw();
  return RESTORED_KEYS.some((key) => key in saved);
}

/**
 * Start (SPEC §4), run once before the first render: reset the parcel lookup, keep saving every
 * change, restore what was saved, then load the graph, used only when it carries pages.
 *
 * The saved state is checked against the contract (readSavedState) in a chunk of its own, loaded
 * only when there is something to restore: the schema library it needs then stays out of a
 * first visit's page load. The graph request does not wait for it.
 */
export function startApp(): void {
  const restore = hasSavedSlices();
  useAppStore.getState().resetParcel();
  persistAppState();
  useAppStore.subscribe((state, previous) => {
    if (state.theme !== previous.theme) applyTheme(state.theme);
  });
  if (restore) {
    void import('./restore').then((module) => module.restoreSavedState());
  }
  void api.get<Graph>('/api/graph').then((result) => {
    const graph = result.data;
    if (graph && Array.isArray(graph.pages)) useAppStore.getState().setGraph(graph);
  });
}
