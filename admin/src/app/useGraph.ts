import { useQuery } from '@tanstack/react-query';
import { getGraph, type Graph, type SiteConfig } from '@waybill/shared';
import type { ApiFailure } from './problems';
import { callEndpoint, endpointKey } from './queries';
import { useAppStore } from './store';

/**
 * Start-up (docs/product.md §3.4): the graph says who is signed in; the restored admin stays when
 * the answer carries no pages (it failed or is not the graph).
 */
async function loadGraph(): Promise<Graph> {
  const { data: graph } = await callEndpoint(getGraph, {});
  if (graph.pages) useAppStore.getState().setAdmin(graph.admin);
  return graph;
}

/** The graph, loaded once per visit; main.tsx asks for it at start. */
export const graphQuery = {
  queryKey: endpointKey(getGraph, {}),
  queryFn: loadGraph,
  staleTime: Infinity,
  retry: false,
} as const;

/** The graph; the guards wait for it before they decide. */
export function useGraph() {
  return useQuery<Graph, ApiFailure>(graphQuery);
}

/** The server's map tiles and time zone; undefined until (or unless) the graph answered. */
export function useSiteConfig(): SiteConfig | undefined {
  return useGraph().data?.site;
}
