import { createClient, getGraph } from '@waybill/shared';
import { queryClient } from './query-client';

/**
 * The one client of the admin app. A 401 no longer signs the admin out on the spot: a session
 * that ended while signed in is asked for again (callEndpoint and auth/SessionDialog), and its
 * "Sign out" does what a 401 did (docs/product.md §6.2).
 */
export const api = createClient();

/**
 * After signing out, nothing the server sent stays in memory for whoever signs in next; the graph
 * stays (it says nobody is signed in until the next sign-in says otherwise).
 */
export function forgetServerState(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== getGraph.route });
}
