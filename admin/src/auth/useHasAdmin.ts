import { getAdminStatus } from '@waybill/shared';
import { useEndpointQuery } from '../app/queries';

/** Whether an admin account exists (getAdminStatus): null while loading or when unusable. */
export function useHasAdmin(): { loading: boolean; hasAdmin: boolean | null } {
  const status = useEndpointQuery(getAdminStatus, {}, { refetchOnMount: 'always' });
  const hasAdmin = status.data?.has_admin;
  return { loading: status.isPending, hasAdmin: typeof hasAdmin === 'boolean' ? hasAdmin : null };
}
