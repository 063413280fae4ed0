import type { Parcel } from '@waybill/shared';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app/api';
import type { ApiLoad } from '../app/useApiData';

/** Where loading one parcel stands: the screens show each state differently. */
export type ParcelLoad = ApiLoad<Parcel>;

export interface UseParcel {
  load: ParcelLoad;
  /** Replaces the parcel on screen with the server's newer copy (after an update). */
  setParcel: (parcel: Parcel) => void;
  reload: () => void;
}

/** The API path of one parcel by tracking code. */
export function parcelApiPath(code: string): string {
  return `/api/parcels/${encodeURIComponent(code)}`;
}

/** Loads one parcel, with every field and the first page of its history, by tracking code. */
export function useParcel(code: string): UseParcel {
  const [load, setLoad] = useState<ParcelLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    void api.get<Parcel>(parcelApiPath(code)).then((result) => {
      if (cancelled) return;
      if (result.status === 404) setLoad({ status: 'missing' });
      else if (result.errors.length > 0 || !result.data) {
        setLoad({
          status: 'failed',
          errors: result.errors.length > 0 ? result.errors : ['Request failed'],
        });
      } else setLoad({ status: 'found', data: result.data });
    });
    return () => {
      cancelled = true;
    };
  }, [code, attempt]);

  const setParcel = useCallback((parcel: Parcel) => setLoad({ status: 'found', data: parcel }), []);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { load, setParcel, reload };
}
