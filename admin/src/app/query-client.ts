import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from './problems';

/** A refused request (4xx) is not tried again; a network or server failure once. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/**
 * The server state of the control panel. Records are refetched whenever a screen opens (staff
 * share the data), but not when the window regains focus: that would refresh a list under the
 * mouse, and a form keeps what was typed anyway.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The app's one client (App.tsx provides it). */
export const queryClient = createQueryClient();
