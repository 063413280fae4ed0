import type { Graph } from '@waybill/shared';
import { useEffect } from 'react';
import { api } from './api';
import { useAppStore } from './store';

/**
 * Start-up (docs/product.md §3.4): load the graph and take admin, settings and the site config from
 * it. The answer is used only when it carries pages; otherwise the restored state stays.
 */
export function useLoadGraph(): void {
  useEffect(() => {
    let cancelled = false;
    void api.get<Graph>('/api/graph').then((result) => {
      if (cancelled) return;
      const { setAdmin, setSettings, setSite, setGraphLoaded } = useAppStore.getState();
      const graph = result.data;
      if (graph && graph.pages) {
        setAdmin(graph.admin);
        setSettings(graph.settings[0] ?? null);
        setSite(graph.site ?? null);
      }
      setGraphLoaded();
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
