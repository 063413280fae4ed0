import { getGraph, type Graph } from '@waybill/shared';
import { readSavedStateRaw } from '@waybill/shared/storage';
import { applyTheme } from '../theme/theme';
import { api } from './api';
import { afterFirstPaint } from './firstPaint';
import { persistAppState, useAppStore } from './store';

/** Slices of the saved state that the screens can show before the graph answers. */
const RESTORED_KEYS = ['pages', 'settings', 'reviews', 'admin'];

function hasSavedSlices(): boolean {
  const saved = readSavedStateRaw();
  return RESTORED_KEYS.some((key) => key in saved);
}

/** How long after the first paint the graph may take before the saved slices stand in. */
const GRAPH_PATIENCE_MS = 1000;

/**
 * Start (docs/product.md §3.4), run once before the first render: reset the parcel lookup, keep
 * saving every change, then load the graph, used only when it carries pages.
 *
 * What was saved (pages, settings, reviews, admin) stands in for the graph when it is slow or
 * fails; the graph replaces it when it answers. Checking it against the contract
 * (readSavedState) needs the schema library (~25 KB gzipped, in a chunk of its own), so it is
 * restored only then: when the graph fails, or has not answered a moment after the first
 * paint. A visit whose graph answers in time never loads it.
 *
 * A page the server drew brings the graph it was drawn with (`drawnGraph`): that is used at once,
 * before hydrating, and none is asked for.
 */
export function startApp(drawnGraph: Graph | null = null): void {
  const saved = hasSavedSlices();
  let restoring = false;
  const restore = () => {
    if (!saved || restoring || useAppStore.getState().graphLoaded) return;
    restoring = true;
    void import('./restore').then((module) => module.restoreSavedState());
  };
  useAppStore.getState().resetParcel();
  persistAppState();
  useAppStore.subscribe((state, previous) => {
    if (state.theme !== previous.theme) applyTheme(state.theme);
  });
  if (drawnGraph) {
    // The graph the server drew the page with (app/initialState.ts): nothing to ask for.
    useAppStore.getState().setGraph(drawnGraph);
    return;
  }
  void api.call(getGraph, {}).then((result) => {
    const graph = result.data;
    if (graph && Array.isArray(graph.pages)) useAppStore.getState().setGraph(graph);
    else restore();
  });
  void afterFirstPaint().then(() => setTimeout(restore, GRAPH_PATIENCE_MS));
}
