import { getAdminStatus } from '@waybill/shared';
import { useEndpointQuery } from '../app/queries';

/** GET /api/admins/status: null while loading (or when the answer is unusable). */
export function useHasAdmin(): { loading: boolean; hasAdmin: boolean | null } {
  const status = useEndpointQuery(getAdminStatus, {}, { refetchOnMount: 'always' });
  const hasAdmin = status.data?.has_admin;
  return { loading: status.isPending, hasAdmin: typeof hasAdmin === 'boolean' ? hasAdmin : null };
}
