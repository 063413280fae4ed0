import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';

/** Where loading one record stands: the screens show each state differently. */
export type ApiLoad<T> =
  | { status: 'loading' }
  | { status: 'found'; data: T }
  | { status: 'missing' }
  | { status: 'failed'; errors: string[] };

export interface UseApiData<T> {
  load: ApiLoad<T>;
  /**
   * Puts the server's newer copy on screen (after a save). `path` is where that copy lives now,
   * e.g. a page under its new slug, so moving there does not load it again.
   */
  setData: (data: T, path?: string) => void;
  reload: () => void;
}

/** Loads one record with GET; a 404 answer is "missing", any other error "failed". */
export function useApiData<T>(path: string): UseApiData<T> {
  const [load, setLoad] = useState<ApiLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The path whose record is already on screen (set by setData): no need to load it again.
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = null;
    let cancelled = false;
    setLoad({ status: 'loading' });
    void api.get<T>(path).then((result) => {
      if (cancelled) return;
      if (result.status === 404) setLoad({ status: 'missing' });
      else if (result.errors.length > 0 || result.data === null || result.data === undefined) {
        setLoad({
          status: 'failed',
          errors: result.errors.length > 0 ? result.errors : [result.message || 'Request failed'],
        });
      } else {
        shownPath.current = path;
        setLoad({ status: 'found', data: result.data });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [path, attempt]);

  const setData = useCallback((data: T, at?: string) => {
    if (at !== undefined) shownPath.current = at;
    setLoad({ status: 'found', data });
  }, []);
  const reload = useCallback(() => {
    shownPath.current = null;
    setAttempt((value) => value + 1);
  }, []);
  return { load, setData, reload };
}
