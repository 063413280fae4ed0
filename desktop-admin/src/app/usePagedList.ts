import type { Paged } from '@waybill/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';

/** The rows on screen and where the next page is (docs/product.md §6.3). */
export interface ListView<T> {
  rows: T[];
  current_page: number;
  last_page: number;
  next_page_url: string | null;
}

export type ListLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; view: ListView<T> }
  | { status: 'failed'; errors: string[] };

export interface UsePagedList<T> {
  load: ListLoad<T>;
  /** Appends the next page; its pagination data takes over (docs/product.md §6.3). */
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  moreErrors: string[];
  /** Takes one row off the screen (after it was deleted). */
  remove: (id: number) => void;
  /** Puts the server's newer copy of a row on screen, where the old one was. */
  replace: (row: T) => void;
  /** Loads the first page again; the rows on screen stay until the answer is there. */
  reload: () => void;
  /** True while reload() runs. */
  refreshing: boolean;
}

function errorsOf(result: { errors: string[]; message: string }): string[] {
  return result.errors.length > 0 ? result.errors : [result.message || 'Request failed'];
}

/** A paged list from `firstPath` (e.g. /api/pages?page=1), with further pages appended. */
export function usePagedList<T extends { id: number }>(firstPath: string): UsePagedList<T> {
  const [load, setLoad] = useState<ListLoad<T>>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreErrors, setMoreErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  // Only the newest request may fill the list: an older, slower answer is dropped.
  const requestId = useRef(0);
  // The list whose rows are on screen: reloading it keeps them until the new answer.
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const id = ++requestId.current;
    const sameList = shownPath.current === firstPath;
    shownPath.current = firstPath;
    if (sameList) setRefreshing(true);
    else setLoad({ status: 'loading' });
    setMoreErrors([]);
    void api.get<Paged<T>>(firstPath).then((result) => {
      if (id !== requestId.current) return;
      setRefreshing(false);
      if (result.errors.length > 0 || !result.data || !Array.isArray(result.data.data)) {
        setLoad({ status: 'failed', errors: errorsOf(result) });
        return;
      }
      const { data, current_page, last_page, next_page_url } = result.data;
      setLoad({ status: 'ready', view: { rows: data, current_page, last_page, next_page_url } });
    });
  }, [firstPath, attempt]);

  const loadMore = async () => {
    if (load.status !== 'ready' || !load.view.next_page_url) return;
    const id = requestId.current;
    setLoadingMore(true);
    setMoreErrors([]);
    const result = await api.get<Paged<T>>(load.view.next_page_url);
    setLoadingMore(false);
    if (id !== requestId.current) return;
    if (result.errors.length > 0 || !result.data) {
      setMoreErrors(errorsOf(result));
      return;
    }
    const page = result.data;
    setLoad((previous) => {
      if (previous.status !== 'ready') return previous;
      // A row added or deleted meanwhile shifts the pages: never show one row twice.
      const known = new Set(previous.view.rows.map((row) => row.id));
      return {
        status: 'ready',
        view: {
          rows: [...previous.view.rows, ...page.data.filter((row) => !known.has(row.id))],
          current_page: page.current_page,
          last_page: page.last_page,
          next_page_url: page.next_page_url,
        },
      };
    });
  };

  const remove = useCallback((id: number) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            view: { ...previous.view, rows: previous.view.rows.filter((row) => row.id !== id) },
          }
        : previous,
    );
  }, []);

  const replace = useCallback((row: T) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            view: {
              ...previous.view,
              rows: previous.view.rows.map((shown) => (shown.id === row.id ? row : shown)),
            },
          }
        : previous,
    );
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return { load, loadMore, loadingMore, moreErrors, remove, replace, reload, refreshing };
}
