import { createClient, getGraph } from '@waybill/shared';
import { queryClient } from './query-client';
import { useAppStore } from './store';

/** The one client of the admin app: any 401 answer signs the admin out (docs/product.md §6.2). */
export const api = createClient({
  onUnauthorized: () => useAppStore.getState().setAdmin(false),
});

/**
 * After signing out, nothing the server sent stays in memory for whoever signs in next; the graph
 * stays (it says nobody is signed in until the next sign-in says otherwise).
 */
export function forgetServerState(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== getGraph.route });
}
