import type { Graph } from '@waybill/shared';
import { api } from './api';
import { persistAppState, useAppStore } from './store';

/**
 * Start (SPEC §4), run once before the first render: the store has restored the saved state;
 * reset the parcel lookup, keep saving every change, then load the graph. The graph is used
 * only when it carries pages.
 */
export function startApp(): void {
  useAppStore.getState().resetParcel();
  persistAppState();
  void api.get<Graph>('/api/graph').then((result) => {
    const graph = result.data;
    if (graph && Array.isArray(graph.pages)) useAppStore.getState().setGraph(graph);
  });
}
