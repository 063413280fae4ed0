import { createClient } from '@waybill/shared';
import { useAppStore } from './store';

/** The one client of the admin app: any 401 answer signs the admin out (docs/product.md §6.2). */
export const api = createClient({
  onUnauthorized: () => useAppStore.getState().setAdmin(false),
});
