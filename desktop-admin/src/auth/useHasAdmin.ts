import { useEffect, useState } from 'react';
import { api } from '../app/api';

/** GET /api/admins/status: null while loading (or when the answer is unusable). */
export function useHasAdmin(): { loading: boolean; hasAdmin: boolean | null } {
  const [state, setState] = useState<{ loading: boolean; hasAdmin: boolean | null }>({
    loading: true,
    hasAdmin: null,
  });
  useEffect(() => {
    let cancelled = false;
    void api.get<{ has_admin: boolean }>('/api/admins/status').then((result) => {
      if (cancelled) return;
      const hasAdmin = result.data?.has_admin;
      setState({ loading: false, hasAdmin: typeof hasAdmin === 'boolean' ? hasAdmin : null });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
